import { Fieldset, SimpleGrid } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdvertiserCategories } from '../../../lib/reference/reference-lists.ts';
import { FieldTextInput } from '../../../ui/form-fields.tsx';
import { useAdvertiserReference } from '../../advertisers/api/use-advertiser.ts';
import { SelectField, toOptions } from './form-fields.tsx';
import type { CreativeFormController } from './use-creative-form.ts';

/**
 * "Advertiser": the domain, category and app bundle the exchanges see. They start from the chosen
 * advertiser's own values; a field the user already filled is left alone.
 */
export function AdvertiserSection({ controller }: { controller: CreativeFormController }) {
  const { t } = useTranslation('creatives');
  const { form, advertiserId } = controller;
  const categories = useAdvertiserCategories().data;
  const advertiser = useAdvertiserReference(advertiserId).data;
  const filledFor = useRef<number | null>(null);

  useEffect(() => {
    if (!advertiser || filledFor.current === advertiser.id) return;
    filledFor.current = advertiser.id;
    const { getValues, setValue } = form;
    if (!getValues('domain')) setValue('domain', advertiser.domain);
    if (!getValues('category_id')) setValue('category_id', String(advertiser.category_id));
    if (!getValues('app_bundle') && advertiser.app_bundle) setValue('app_bundle', advertiser.app_bundle);
  }, [advertiser, form]);

  return (
    <Fieldset legend={t('form.sections.advertiser')} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
        <FieldTextInput form={form} name="domain" label={t('fields.domain')} placeholder="brand.com" />
        <SelectField
          controller={controller}
          name="category_id"
          label={t('fields.category_id')}
          data={categories && toOptions(categories)}
          searchable
          clearable
        />
        <FieldTextInput
          form={form}
          name="app_bundle"
          label={t('fields.app_bundle')}
          placeholder="com.brand.app"
        />
      </SimpleGrid>
    </Fieldset>
  );
}
