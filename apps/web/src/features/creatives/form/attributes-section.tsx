import { Fieldset, Group, SimpleGrid, Stack } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreativeSizes, useLookup } from '../../../lib/reference/reference-lists.ts';
import { FieldTextInput } from '../../../ui/form-fields.tsx';
import { numericOnly } from '../../../ui/numeric-only.ts';
import { MultiField, SelectField, SwitchField, toOptions } from './form-fields.tsx';
import type { CreativeFormController } from './use-creative-form.ts';

/**
 * "Attributes": what the exchanges are told about the creative. Which attributes show follows the
 * template's extra group (docs/REQUIREMENTS.md#creatives); templates without extras still declare their size.
 */
export function AttributesSection({ controller }: { controller: CreativeFormController }) {
  const { t } = useTranslation('creatives');
  const { form, template } = controller;
  const sizes = useCreativeSizes().data;
  const [mimeTypes, expandableTypes, directions, inBanner, videoApis, videoRates, audioRates] = [
    useLookup('mime_types').data,
    useLookup('expandable_types').data,
    useLookup('expandable_directions').data,
    useLookup('inbanner_videos').data,
    useLookup('video_apis').data,
    useLookup('video_bit_rates').data,
    useLookup('audio_bit_rates').data,
  ];
  const skippable = useWatch({ control: form.control, name: 'skippable' });
  if (!template) return null;
  const extra = template.extra;
  const showSize = extra === 'crea_display' || extra === 'crea_native' || extra === 'none';
  const expandable = template.code === 'expandable_image';

  const size = showSize && (
    <>
      <SelectField
        controller={controller}
        name="size_id"
        label={t('fields.size_id')}
        data={sizes?.map((s) => ({ value: String(s.id), label: s.name }))}
        searchable
        clearable
        withAsterisk={template.family === 'image' || template.family === 'html5' || template.family === 'tag'}
        onPicked={(value) => {
          const picked = sizes?.find((s) => String(s.id) === value);
          if (!picked) return;
          form.setValue('width', String(picked.width));
          form.setValue('height', String(picked.height));
        }}
      />
      {extra !== 'crea_native' && (
        <Group grow gap="xs" align="flex-start">
          <FieldTextInput form={form} name="width" label={t('fields.width')} {...numericOnly} />
          <FieldTextInput form={form} name="height" label={t('fields.height')} {...numericOnly} />
        </Group>
      )}
    </>
  );

  const moat = (
    <>
      <SwitchField
        controller={controller}
        name="moat_web_viewability"
        label={t('fields.moat_web_viewability')}
      />
      <SwitchField
        controller={controller}
        name="moat_inapp_viewability"
        label={t('fields.moat_inapp_viewability')}
      />
    </>
  );
  const mraid = (
    <SwitchField
      controller={controller}
      name="mraid_playable"
      label={t('fields.mraid_playable')}
      // Template 23 always sends it off (docs/REQUIREMENTS.md#creatives).
      disabled={template.id === 23}
    />
  );
  const skip = (
    <Group gap="sm" align="flex-end" wrap="nowrap">
      <SwitchField controller={controller} name="skippable" label={t('fields.skippable')} />
      <FieldTextInput
        form={form}
        name="skip_offset"
        label={t('fields.skip_offset')}
        w={140}
        placeholder="00:00:05"
        disabled={!skippable}
      />
    </Group>
  );

  return (
    <Fieldset legend={t('form.sections.attributes')} variant="filled">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
          {size}
          {extra === 'crea_display' && (
            <>
              <SelectField
                controller={controller}
                name="mime_type_id"
                label={t('fields.mime_type_id')}
                data={mimeTypes && toOptions(mimeTypes)}
                clearable
              />
              <SelectField
                controller={controller}
                name="expandable_type_id"
                label={t('fields.expandable_type_id')}
                data={expandableTypes && toOptions(expandableTypes)}
                withAsterisk={expandable}
                clearable={!expandable}
              />
              <MultiField
                controller={controller}
                name="expandable_directions"
                label={t('fields.expandable_directions')}
                data={directions && toOptions(directions)}
              />
              <SelectField
                controller={controller}
                name="in_banner_video_id"
                label={t('fields.in_banner_video_id')}
                data={inBanner && toOptions(inBanner)}
                clearable
              />
            </>
          )}
          {extra === 'crea_video' && (
            <>
              <MultiField
                controller={controller}
                name="video_mime_types"
                label={t('fields.video_mime_types')}
                data={mimeTypes && toOptions(mimeTypes)}
              />
              <SelectField
                controller={controller}
                name="video_api_id"
                label={t('fields.video_api_id')}
                data={videoApis && toOptions(videoApis)}
                clearable
              />
              <MultiField
                controller={controller}
                name="video_bit_rates"
                label={t('fields.video_bit_rates')}
                data={videoRates && toOptions(videoRates)}
              />
            </>
          )}
          {extra === 'crea_audio' && (
            <>
              <MultiField
                controller={controller}
                name="audio_mime_types"
                label={t('fields.audio_mime_types')}
                data={mimeTypes && toOptions(mimeTypes)}
              />
              <MultiField
                controller={controller}
                name="audio_bit_rates"
                label={t('fields.audio_bit_rates')}
                data={audioRates && toOptions(audioRates)}
              />
            </>
          )}
        </SimpleGrid>
        {extra !== 'none' && (
          <Group gap="xl" align="flex-end">
            {extra === 'crea_display' && (
              <SwitchField controller={controller} name="responsive" label={t('fields.responsive')} />
            )}
            {(extra === 'crea_video' || extra === 'crea_audio') && skip}
            {extra !== 'crea_native' && mraid}
            {extra !== 'crea_audio' && moat}
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
