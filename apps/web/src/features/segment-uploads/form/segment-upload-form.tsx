import { SEGMENT_UPLOAD_MAX_BYTES, type SegmentUploadDetail } from '@beacon/contracts';
import {
  Button,
  Fieldset,
  FileInput,
  Group,
  MultiSelect,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconFileText, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format/number.ts';
import { applyServerErrors, fieldError } from '../../../ui/form-errors.ts';
import { FormPaper } from '../../../ui/form-paper.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { useSegmentOptions } from '../../segments/api/use-segment-lookups.ts';
import { sendSegmentUpload } from '../api/send-segment-upload.ts';
import {
  UPLOAD_FIELDS,
  type UploadFormOutput,
  type UploadFormValues,
  uploadFormResolver,
} from './upload-form-schema.ts';

/** The file's rules check its name and size: their errors nest under `file.name` / `file.size`. */
const firstError = (error: FieldError | undefined): FieldError | undefined => {
  if (!error || error.message) return error;
  const nested = error as unknown as Record<string, FieldError | undefined>;
  return nested.name ?? nested.size;
};

/** Options shown at once in the segment picker; typing narrows the rest. */
const SHOWN_OPTIONS = 100;

/**
 * The upload form: a .txt file of device ids (chosen first) and the segments it feeds, checked with
 * the contract's rules before anything is sent; the bar shows how much of the file has been sent.
 */
export function SegmentUploadForm({ onUploaded }: { onUploaded: (upload: SegmentUploadDetail) => void }) {
  const { t, i18n } = useTranslation('segmentUploads');
  const segments = useSegmentOptions();
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<UploadFormValues, unknown, UploadFormOutput>({
    resolver: uploadFormResolver,
    defaultValues: { segment_ids: [], file: null },
  });
  const maxMb = formatNumber(SEGMENT_UPLOAD_MAX_BYTES / 1_000_000, i18n.language, 1);

  const onSubmit = form.handleSubmit(async (values) => {
    const file = form.getValues('file');
    if (!file) return;
    setProgress(0);
    try {
      const upload = await sendSegmentUpload(values.segment_ids, file, setProgress);
      notifySuccess('segmentUploads.received');
      // The same segments often get several files in a row: keep them, clear the file.
      form.reset({ segment_ids: values.segment_ids, file: null });
      onUploaded(upload);
    } catch (error) {
      applyServerErrors(error, form.setError, [...UPLOAD_FIELDS]);
    } finally {
      setProgress(null);
    }
  });

  const options = (segments.data ?? []).map((s) => ({ value: String(s.id), label: `${s.name} (#${s.id})` }));

  return (
    <FormPaper label={t('form.label')} onSubmit={onSubmit} p="sm">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Fieldset legend={t('form.file_section')} variant="filled">
            <Stack gap="xs">
              <Controller
                control={form.control}
                name="file"
                render={({ field, fieldState }) => (
                  <FileInput
                    label={t('form.file')}
                    description={t('form.file_hint', { max: maxMb })}
                    placeholder={t('form.file_placeholder')}
                    accept=".txt,text/plain"
                    leftSection={<IconFileText size={16} />}
                    value={field.value}
                    onChange={(file) => field.onChange(file)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    clearable
                    withAsterisk
                    error={fieldError(firstError(fieldState.error))}
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                  />
                )}
              />
              <Text size="xs" c="dimmed">
                {t('form.formats')}
              </Text>
            </Stack>
          </Fieldset>
          <Fieldset legend={t('form.segments_section')} variant="filled">
            <Stack gap="xs">
              <Controller
                control={form.control}
                name="segment_ids"
                render={({ field, fieldState }) => (
                  <MultiSelect
                    label={t('form.segments')}
                    description={t('form.segments_hint')}
                    placeholder={
                      segments.isPending
                        ? t('form.loading')
                        : field.value.length === 0
                          ? t('form.segments_placeholder')
                          : undefined
                    }
                    data={options}
                    value={field.value.map(String)}
                    onChange={(values) => field.onChange(values.map(Number))}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    searchable
                    clearable
                    hidePickedOptions
                    limit={SHOWN_OPTIONS}
                    maxDropdownHeight={280}
                    withAsterisk
                    nothingFoundMessage={
                      segments.data?.length === 0 ? t('form.no_segments') : t('form.nothing_found')
                    }
                    error={fieldError(fieldState.error)}
                    comboboxProps={{ withinPortal: true }}
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                  />
                )}
              />
              <Text size="xs" c="dimmed">
                {t('form.lines_rule')}
              </Text>
            </Stack>
          </Fieldset>
        </SimpleGrid>
        {progress !== null && (
          <Stack gap={2}>
            <Progress value={Math.round(progress * 100)} size="md" animated aria-label={t('form.progress')} />
            <Text size="xs" c="dimmed" aria-live="polite">
              {progress < 1 ? t('form.sending', { percent: Math.round(progress * 100) }) : t('form.checking')}
            </Text>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconUpload size={14} />} loading={progress !== null}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </FormPaper>
  );
}
