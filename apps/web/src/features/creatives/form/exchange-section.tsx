import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../../lib/reference/reference-lists.ts';
import { fieldError } from '../../../ui/form-errors.ts';
import { FieldTextInput } from '../../../ui/form-fields.tsx';
import { AssetUpload } from './asset-upload.tsx';
import { MultiField, SwitchField, toOptions } from './form-fields.tsx';
import type { CreativeFormController } from './use-creative-form.ts';

/** "Exchange options": declared vendors, landing page, AppNexus submission and a thumbnail. */
export function ExchangeSection({ controller }: { controller: CreativeFormController }) {
  const { t } = useTranslation('creatives');
  const { form, advertiserId } = controller;
  const vendors = useLookup('creative_vendors').data;
  return (
    <Fieldset legend={t('form.sections.exchange')} variant="filled">
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="xs">
          <MultiField
            controller={controller}
            name="vendors"
            label={t('fields.vendors')}
            description={t('form.vendors_hint')}
            data={vendors && toOptions(vendors)}
          />
          <FieldTextInput
            form={form}
            name="landing_page_url"
            label={t('fields.landing_page_url')}
            description={t('form.landing_page_hint')}
            withAsterisk
            placeholder="https://"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <Controller
            control={form.control}
            name="thumbnail_id"
            render={({ field, fieldState }) => (
              <AssetUpload
                route="creative_assets"
                thumbnail
                advertiserId={advertiserId}
                value={field.value}
                onChange={(asset) => field.onChange(asset?.id ?? null)}
                label={t('fields.thumbnail_id')}
                description={t('form.thumbnail_hint')}
                error={fieldError(fieldState.error)}
              />
            )}
          />
        </SimpleGrid>
        <SwitchField
          controller={controller}
          name="appnexus_submit"
          label={t('fields.appnexus_submit')}
          description={t('form.appnexus_hint')}
        />
      </Stack>
    </Fieldset>
  );
}
