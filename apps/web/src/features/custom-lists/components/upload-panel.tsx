import type { CustomList, CustomListLineError } from '@beacon/contracts';
import { Alert, Button, FileInput, Group, Input, SegmentedControl, Stack } from '@mantine/core';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import {
  type CustomListUploadAnswer,
  loaded,
  useUploadCustomList,
} from '../api/use-custom-list-mutations.ts';
import { FormatHint } from './format-hint.tsx';
import { LineErrors, lineErrorsFrom } from './line-errors.tsx';
import { UploadProgress } from './upload-progress.tsx';

type Props = { list: CustomList; onDone?: (result: CustomListUploadAnswer) => void };

/**
 * Fills an existing list from a file (docs/REQUIREMENTS.md#custom-lists): add to its items or replace them.
 * Shows the upload's progress, then what was added, or the refused lines (the list's items stay as they
 * were).
 * A file still loading when the server stops waiting leaves the list `processing`: the screens
 * showing the list follow it to its outcome.
 */
export function UploadPanel({ list, onDone }: Props) {
  const { t } = useTranslation('custom_lists');
  const upload = useUploadCustomList();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<'append' | 'replace'>('append');
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [refused, setRefused] = useState<{ errors: CustomListLineError[]; total: number } | null>(null);

  const send = async () => {
    if (!file) {
      setFileError(t('upload.choose_file'));
      return;
    }
    setFileError(undefined);
    setRefused(null);
    const form = new FormData();
    // Fields first: the server reads the parts in order.
    form.set('custom_list_id', String(list.id));
    form.set('mode', mode);
    form.set('file', file);
    setProgress(0);
    try {
      const result = await upload.mutateAsync({ form, onProgress: setProgress });
      if (loaded(result))
        notifySuccess('custom_lists:messages.uploaded', {
          added: result.added,
          name: result.custom_list.name,
        });
      else notifySuccess('custom_lists:messages.upload_processing', { name: result.custom_list.name });
      setFile(null);
      onDone?.(result);
    } catch (error) {
      if (isApiError(error) && error.code === 'custom_lists.upload.invalid_lines') {
        const lines = lineErrorsFrom(error.errors);
        const total = Number(/^(\d+)/.exec(error.message)?.[1] ?? lines.length);
        setRefused({ errors: lines, total });
      } else if (isApiError(error) && error.errors.file?.[0]) {
        setFileError(translateMessage(error.errors.file[0]));
      } else if (isApiError(error) && error.status === 413) {
        setFileError(t('upload.too_large'));
      } else notifyError(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="sm">
      <FormatHint typeId={list.custom_list_type_id} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FileInput
          label={t('upload.file')}
          placeholder={t('upload.choose_file')}
          accept=".csv,.txt,text/csv,text/plain"
          leftSection={<IconFileUpload size={16} />}
          value={file}
          onChange={setFile}
          clearable
          error={fileError}
          style={{ flex: 1, minWidth: 240 }}
        />
        <Input.Wrapper label={t('upload.mode')}>
          <SegmentedControl
            aria-label={t('upload.mode')}
            value={mode}
            onChange={(v) => setMode(v as 'append' | 'replace')}
            data={[
              { value: 'append', label: t('upload.append') },
              { value: 'replace', label: t('upload.replace') },
            ]}
          />
        </Input.Wrapper>
        <Button
          leftSection={<IconUpload size={14} />}
          loading={progress !== null}
          onClick={() => void send()}
        >
          {t('upload.submit')}
        </Button>
      </Group>
      {progress !== null && <UploadProgress fraction={progress} />}
      {refused && (
        <Alert color="red" variant="light" p="sm">
          <LineErrors errors={refused.errors} total={refused.total} />
        </Alert>
      )}
    </Stack>
  );
}
