import { CREATIVE_ASSET_API, type VastAttributes } from '@beacon/contracts';
import { Alert, Button, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconFileCode, IconWand } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/client.ts';
import { useLookup } from '../../../lib/reference/reference-lists.ts';
import { fieldError } from '../../../ui/form-errors.ts';
import { notifyError } from '../../../ui/notify.ts';
import type { CreativeFormValues } from './creative-form-values.ts';
import type { CreativeFormController } from './use-creative-form.ts';
import { valuesFromVast } from './vast-fill.ts';

/**
 * A VAST document pasted or read from a file into `tag`; "Read VAST" sends it to the server's
 * extraction, whose answer fills duration, media types, bit rates, skip offset and events.
 */
export function VastImport({ controller }: { controller: CreativeFormController }) {
  const { t } = useTranslation('creatives');
  const { form } = controller;
  const mimeTypes = useLookup('mime_types').data;
  const bitRates = useLookup('video_bit_rates').data;
  const extract = useMutation({
    mutationFn: (xml: string) => api.post<VastAttributes>(CREATIVE_ASSET_API.extractVast, { xml }),
    onSuccess: (vast) => {
      const patch = valuesFromVast(vast, { mimeTypes, bitRates }, 'video_duration');
      // The click URL the user already gave wins over the document's click-through.
      if (form.getValues('click_url').trim() !== '') delete patch.click_url;
      for (const [key, value] of Object.entries(patch))
        form.setValue(key as keyof CreativeFormValues, value as never, { shouldDirty: true });
    },
    onError: (error) => notifyError(error),
  });

  const readFile = async (file: File | null) => {
    if (!file) return;
    form.setValue('tag', await file.text(), { shouldDirty: true });
  };

  const vast = extract.data;
  return (
    <Stack gap={6}>
      <Controller
        control={form.control}
        name="tag"
        render={({ field, fieldState }) => (
          <Textarea
            label={t('fields.vast_xml')}
            description={t('form.vast_hint')}
            autosize
            minRows={4}
            maxRows={12}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
            {...field}
            error={fieldError(fieldState.error)}
          />
        )}
      />
      <Group gap="xs">
        <FileButton onChange={(file) => void readFile(file)} accept=".xml,text/xml,application/xml">
          {(props) => (
            <Button {...props} size="xs" variant="default" leftSection={<IconFileCode size={14} />}>
              {t('vast.open_file')}
            </Button>
          )}
        </FileButton>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconWand size={14} />}
          loading={extract.isPending}
          onClick={() => extract.mutate(form.getValues('tag'))}
        >
          {t('vast.read')}
        </Button>
      </Group>
      {vast && (
        <Alert
          p="xs"
          variant="light"
          color="teal"
          role="status"
          title={t('vast.read_done', { version: vast.version })}
        >
          <Text size="xs">
            {t('vast.summary', {
              duration: vast.duration_text ?? '—',
              media: vast.media_files.length,
              events: vast.tracking_events.length,
            })}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
