import type { CreativeAsset } from '@beacon/contracts';
import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreativeSizes, useLookup } from '../../../lib/reference/reference-lists.ts';
import { fieldError } from '../../../ui/form-errors.ts';
import { FieldTextarea, FieldTextInput } from '../../../ui/form-fields.tsx';
import { AssetUpload } from './asset-upload.tsx';
import { DurationField } from './duration-field.tsx';
import { SelectField, toOptions } from './form-fields.tsx';
import { NativeParts } from './native-parts.tsx';
import { TagCheck } from './tag-check.tsx';
import type { CreativeFormController } from './use-creative-form.ts';
import { VastImport } from './vast-import.tsx';

const mono = { input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } };

/** "Ad content": what the template serves — an upload, a tag, a VAST document or native parts. */
export function AdContentSection({ controller }: { controller: CreativeFormController }) {
  const { t } = useTranslation('creatives');
  const { form, template, advertiserId } = controller;
  const sizes = useCreativeSizes().data;
  const mimeTypes = useLookup('mime_types').data;
  const rules = useLookup('creative_rules').data;
  const audioTypes = useLookup('audio_types').data;
  const [audioType, secure, tag] = useWatch({
    control: form.control,
    name: ['audio_type_id', 'secure', 'tag'],
  });

  if (!template)
    return (
      <Fieldset legend={t('form.sections.ad_content')} variant="filled">
        <Text size="sm" c="dimmed">
          {t('form.pick_template_first')}
        </Text>
      </Fieldset>
    );

  const family = template.family;
  const sizeOptions = sizes?.map((s) => ({ value: String(s.id), label: s.name }));

  /** What the server read from an image fills the attributes: size, width, height, mime type. */
  const fillFromAsset = (asset: CreativeAsset) => {
    if (asset.width && asset.height) {
      form.setValue('width', String(asset.width), { shouldDirty: true });
      form.setValue('height', String(asset.height), { shouldDirty: true });
      const size = sizes?.find((s) => s.width === asset.width && s.height === asset.height);
      if (size) form.setValue('size_id', String(size.id), { shouldDirty: true, shouldValidate: true });
    }
    const mime = mimeTypes?.find((m) => m.code === asset.mime_type);
    if (mime) form.setValue('mime_type_id', String(mime.id), { shouldDirty: true });
  };

  const setDetectedSize = (width: number, height: number) => {
    form.setValue('width', String(width), { shouldDirty: true });
    form.setValue('height', String(height), { shouldDirty: true });
    const size = sizes?.find((s) => s.width === width && s.height === height);
    if (size) form.setValue('size_id', String(size.id), { shouldDirty: true });
  };

  const upload = (label: string, required: boolean) => (
    <Controller
      control={form.control}
      name="primary_asset_id"
      render={({ field, fieldState }) => (
        <AssetUpload
          route={template.asset_route}
          advertiserId={advertiserId}
          value={field.value}
          onChange={(asset) => {
            field.onChange(asset?.id ?? null);
            if (asset) fillFromAsset(asset);
          }}
          label={label}
          required={required}
          error={fieldError(fieldState.error)}
        />
      )}
    />
  );

  const tagInput = (
    <Stack gap={6}>
      <FieldTextarea
        form={form}
        name="tag"
        label={t('fields.tag')}
        description={t('form.tag_hint')}
        withAsterisk
        autosize
        minRows={4}
        maxRows={14}
        styles={mono}
      />
      <TagCheck tag={tag} secure={secure} onDetectedSize={setDetectedSize} />
    </Stack>
  );

  const clickUrl = (
    <FieldTextInput
      form={form}
      name="click_url"
      label={t('fields.click_url')}
      placeholder="https://"
      withAsterisk={family !== 'tag'}
    />
  );

  const companion = (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="xs">
      <FieldTextarea
        form={form}
        name="companion_html"
        label={t('fields.companion_html')}
        withAsterisk={template.code === 'video_with_companion'}
        autosize
        minRows={2}
        maxRows={8}
        styles={mono}
      />
      <SelectField
        controller={controller}
        name="companion_size_id"
        label={t('fields.companion_size_id')}
        data={sizeOptions}
        searchable
        clearable
      />
    </SimpleGrid>
  );

  return (
    <Fieldset legend={t('form.sections.ad_content')} variant="filled">
      <Stack gap="xs">
        {(family === 'image' || family === 'html5') && (
          <>
            {upload(family === 'image' ? t('fields.image_file') : t('fields.html5_file'), true)}
            {clickUrl}
          </>
        )}
        {family === 'tag' && (
          <>
            {tagInput}
            {clickUrl}
          </>
        )}
        {family === 'vast_wrapper' && (
          <FieldTextInput
            form={form}
            name="tag"
            label={t('fields.vast_url')}
            placeholder="https://"
            withAsterisk
          />
        )}
        {family === 'video' && (
          <>
            {upload(t('fields.video_file'), false)}
            <Text size="xs" c="dimmed">
              {t('form.video_or_vast')}
            </Text>
            <VastImport controller={controller} />
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
              <DurationField
                controller={controller}
                name="video_duration"
                label={t('fields.video_duration')}
              />
              <FieldTextInput form={form} name="title" label={t('fields.title')} />
              <SelectField
                controller={controller}
                name="secondary_size_id"
                label={t('fields.secondary_size_id')}
                data={sizeOptions}
                searchable
                clearable
              />
            </SimpleGrid>
            {clickUrl}
            {companion}
          </>
        )}
        {family === 'audio' && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
              <SelectField
                controller={controller}
                name="audio_type_id"
                label={t('fields.audio_type_id')}
                data={audioTypes && toOptions(audioTypes)}
                withAsterisk
              />
              <DurationField
                controller={controller}
                name="audio_duration"
                label={t('fields.audio_duration')}
              />
              <FieldTextInput form={form} name="title" label={t('fields.title')} />
            </SimpleGrid>
            {audioType === '2' ? tagInput : upload(t('fields.audio_file'), true)}
            <FieldTextInput
              form={form}
              name="click_url_audio"
              label={t('fields.click_url_audio')}
              placeholder="https://"
            />
            {companion}
          </>
        )}
        {family === 'native' && (
          <>
            <NativeParts controller={controller} />
            {clickUrl}
          </>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <SelectField
            controller={controller}
            name="creative_rule_id"
            label={t('fields.creative_rule_id')}
            data={rules && toOptions(rules)}
            clearable
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
