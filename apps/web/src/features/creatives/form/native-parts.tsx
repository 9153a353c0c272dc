import { Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../ui/form-errors.ts';
import { AssetUpload } from './asset-upload.tsx';
import type { CreativeFormController } from './use-creative-form.ts';

/** The native parts with files: main image and icon are images; the optional video is an MP4. */
const NATIVE_UPLOADS = [
  { part: 'images', route: 'creative_assets' },
  { part: 'icons', route: 'creative_assets' },
  { part: 'videos', route: 'video_assets' },
] as const;

/** The native parts (docs/REQUIREMENTS.md#creatives): texts, a main image, an icon and an optional video. */
export function NativeParts({ controller }: { controller: CreativeFormController }) {
  const { t } = useTranslation('creatives');
  const { form, advertiserId, template } = controller;
  const { errors } = form.formState;
  const nativeErrors = errors.native;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          label={t('fields.native_title_text')}
          withAsterisk
          maxLength={90}
          {...form.register('native.title_text')}
          error={fieldError(nativeErrors?.title_text)}
        />
        <TextInput
          label={t('fields.native_call_to_action')}
          withAsterisk={template?.code !== 'native_recommendation'}
          maxLength={30}
          {...form.register('native.call_to_action')}
          error={fieldError(nativeErrors?.call_to_action)}
        />
        <TextInput
          label={t('fields.native_aspect_ratio')}
          placeholder="16:9"
          {...form.register('native.aspect_ratio')}
          error={fieldError(nativeErrors?.aspect_ratio)}
        />
      </SimpleGrid>
      <Textarea
        label={t('fields.native_body_text')}
        autosize
        minRows={2}
        maxLength={500}
        {...form.register('native.body_text')}
        error={fieldError(nativeErrors?.body_text)}
      />
      <Group grow align="flex-start">
        {NATIVE_UPLOADS.map(({ part, route }) => (
          <Controller
            key={part}
            control={form.control}
            name={`native.${part}`}
            render={({ field, fieldState }) => (
              <AssetUpload
                route={route}
                advertiserId={advertiserId}
                value={field.value[0] ?? null}
                onChange={(asset) => field.onChange(asset ? [asset.id] : [])}
                label={t(`fields.native_${part}`)}
                required={part === 'images' || (part === 'icons' && template?.code === 'native_app_install')}
                error={fieldError(fieldState.error)}
              />
            )}
          />
        ))}
      </Group>
    </Stack>
  );
}
