import {
  type CustomListInput,
  type CustomListLineError,
  type CustomListRequest,
  customListRequestSchema,
} from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api/api-error.ts';
import { applyServerErrors } from '../../../ui/form-errors.ts';
import { FormPaper } from '../../../ui/form-paper.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { translateMessage } from '../../../ui/translate-message.ts';
import { loaded, useCreateCustomList, useUploadCustomList } from '../api/use-custom-list-mutations.ts';
import { FormatHint } from '../components/format-hint.tsx';
import { LineErrors, lineErrorsFrom } from '../components/line-errors.tsx';
import { UploadProgress } from '../components/upload-progress.tsx';
import { emptyList, LIST_FIELDS } from '../form/list-form-values.ts';
import { ListSection } from '../form/list-section.tsx';
import { customListsPaths } from '../paths.ts';

/** The new list's fields as the upload's form fields (they come before the file). */
function uploadForm(values: CustomListInput, file: File) {
  const form = new FormData();
  form.set('name', values.name);
  form.set('custom_list_type_id', String(values.custom_list_type_id));
  if (values.default_radius_km !== null) form.set('default_radius_km', String(values.default_radius_km));
  if (values.advertiser_id !== null) form.set('advertiser_id', String(values.advertiser_id));
  form.set('active', values.active ? '1' : '0');
  form.set('file', file);
  return form;
}

/**
 * CustomListCreate (/admin/custom_lists/create): the list's fields and, optionally, a file of
 * items. With a file the list is made from it in one call (nothing is made if a line is refused);
 * without one, the new list opens in the editor to add items by hand.
 */
export function CustomListCreatePage() {
  const { t } = useTranslation('custom_lists');
  const navigate = useNavigate();
  const create = useCreateCustomList();
  const upload = useUploadCustomList();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [refused, setRefused] = useState<{ errors: CustomListLineError[]; total: number } | null>(null);
  const form = useForm<CustomListRequest, unknown, CustomListInput>({
    resolver: zodResolver(customListRequestSchema),
    defaultValues: emptyList(),
  });
  const typeId = useWatch({ control: form.control, name: 'custom_list_type_id' });

  const onSubmit = form.handleSubmit(async (values) => {
    setRefused(null);
    setFileError(undefined);
    if (!file) {
      try {
        const list = await create.mutateAsync(values);
        notifySuccess('custom_lists:messages.created', { name: list.name });
        navigate(customListsPaths.edit(list.id));
      } catch (error) {
        applyServerErrors(error, form.setError, [...LIST_FIELDS]);
      }
      return;
    }
    setProgress(0);
    try {
      const result = await upload.mutateAsync({ form: uploadForm(values, file), onProgress: setProgress });
      if (!loaded(result)) {
        // Still loading: the list's screen shows it processing, then its outcome.
        notifySuccess('custom_lists:messages.upload_processing', { name: result.custom_list.name });
        navigate(customListsPaths.edit(result.custom_list.id));
        return;
      }
      notifySuccess('custom_lists:messages.uploaded', { added: result.added, name: result.custom_list.name });
      navigate(customListsPaths.index);
    } catch (error) {
      if (isApiError(error) && error.code === 'custom_lists.upload.invalid_lines') {
        const lines = lineErrorsFrom(error.errors);
        setRefused({ errors: lines, total: Number(/^(\d+)/.exec(error.message)?.[1] ?? lines.length) });
      } else if (isApiError(error) && error.errors.file?.[0])
        setFileError(translateMessage(error.errors.file[0]));
      else if (isApiError(error) && error.status === 413) setFileError(t('upload.too_large'));
      else applyServerErrors(error, form.setError, [...LIST_FIELDS]);
    } finally {
      setProgress(null);
    }
  });

  return (
    <Stack gap="md" maw={920}>
      <PageHeading title={t('create.title')} intro={t('create.intro')} />
      <FormPaper label={t('create.title')} onSubmit={onSubmit}>
        <Stack gap="md">
          <ListSection form={form} autoFocus />
          <Fieldset legend={t('form.items')} variant="filled">
            <Stack gap="xs">
              <Text size="xs" c="dimmed">
                {t('create.items_hint')}
              </Text>
              <FileInput
                label={t('upload.file')}
                placeholder={t('upload.choose_file')}
                accept=".csv,.txt,text/csv,text/plain"
                leftSection={<IconFileUpload size={16} />}
                value={file}
                onChange={setFile}
                clearable
                error={fileError}
              />
              <FormatHint typeId={Number(typeId) || null} />
              {progress !== null && <UploadProgress fraction={progress} />}
              {refused && (
                <Alert color="red" variant="light" p="sm">
                  <LineErrors errors={refused.errors} total={refused.total} />
                </Alert>
              )}
            </Stack>
          </Fieldset>
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={customListsPaths.index} variant="default">
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || progress !== null}>
              {file ? t('create.submit_upload') : t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </FormPaper>
    </Stack>
  );
}
