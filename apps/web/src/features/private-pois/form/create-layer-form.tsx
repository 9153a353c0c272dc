import { type PrivatePoiCreateFields, privatePoiCreateFieldsSchema } from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, FileInput, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, fieldError } from '../../../ui/form-errors.ts';
import { FormPaper } from '../../../ui/form-paper.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { usePrivatePoiCountries } from '../api/use-private-poi.ts';
import { useCreatePrivatePoiLayer } from '../api/use-private-poi-mutations.ts';
import { fileErrorOf } from '../components/file-error.ts';
import { FormatHint } from '../components/format-hint.tsx';
import { UploadProgress } from '../components/upload-progress.tsx';

const FIELDS = ['country_code', 'name_layer'] as const;

/**
 * The upload form of a new layer (docs/REQUIREMENTS.md#planning): country, name and a csv file. The
 * server answers as soon as it has the file; `onCreated` follows the layer while its file is read.
 */
export function CreateLayerForm({ onCreated }: { onCreated: (id: number) => void }) {
  const { t } = useTranslation('privatePois');
  const countries = usePrivatePoiCountries();
  const create = useCreatePrivatePoiLayer();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<PrivatePoiCreateFields>({
    resolver: zodResolver(privatePoiCreateFieldsSchema),
    defaultValues: { country_code: '', name_layer: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    if (!file) {
      setFileError(t('upload.choose_file'));
      return;
    }
    setFileError(undefined);
    const body = new FormData();
    // Fields first: the server reads the parts in order.
    body.set('country_code', values.country_code);
    body.set('name_layer', values.name_layer);
    body.set('file', file);
    setProgress(0);
    try {
      const { private_poi_layer: layer } = await create.mutateAsync({ form: body, onProgress: setProgress });
      notifySuccess('privatePois:messages.created', { name: layer.layer_name });
      form.reset({ country_code: values.country_code, name_layer: '' });
      setFile(null);
      onCreated(layer.id);
    } catch (error) {
      const message = fileErrorOf(error);
      if (message) setFileError(message);
      else applyServerErrors(error, form.setError, [...FIELDS]);
    } finally {
      setProgress(null);
    }
  });

  const options = (countries.data ?? []).map((c) => ({ value: c.code, label: c.name }));
  return (
    <FormPaper label={t('create.form_label')} onSubmit={onSubmit}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Fieldset legend={t('create.layer')} variant="filled">
            <Stack gap="xs">
              <Controller
                control={form.control}
                name="country_code"
                render={({ field, fieldState }) => (
                  <Select
                    label={t('fields.country')}
                    placeholder={countries.isPending ? t('form.loading') : t('form.choose')}
                    data={options}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={fieldError(fieldState.error)}
                    withAsterisk
                    searchable
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
              <TextInput
                label={t('fields.layer_name')}
                withAsterisk
                {...form.register('name_layer')}
                error={fieldError(form.formState.errors.name_layer)}
              />
              <FileInput
                label={t('upload.file')}
                placeholder={t('upload.choose_file')}
                accept=".csv,text/csv"
                leftSection={<IconFileUpload size={16} />}
                value={file}
                onChange={(f) => {
                  setFile(f);
                  setFileError(undefined);
                }}
                clearable
                withAsterisk
                error={fileError}
              />
            </Stack>
          </Fieldset>
          <Fieldset legend={t('format.title')} variant="filled">
            <FormatHint />
          </Fieldset>
        </SimpleGrid>
        {progress !== null && <UploadProgress fraction={progress} />}
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconUpload size={14} />} loading={progress !== null}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </FormPaper>
  );
}
