import type { PrivatePoiLayer } from '@beacon/contracts';
import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { useReplacePrivatePoiFile } from '../api/use-private-poi-mutations.ts';
import { fileErrorOf } from './file-error.ts';
import { UploadProgress } from './upload-progress.tsx';

type Props = { layer: PrivatePoiLayer; onDone?: (layer: PrivatePoiLayer) => void };

/**
 * A new file for a layer: its places are replaced once the file is read (the layer is pending until
 * then, and the screens showing it follow it to its outcome).
 */
export function ReplacePanel({ layer, onDone }: Props) {
  const { t } = useTranslation('privatePois');
  const replace = useReplacePrivatePoiFile(layer.id);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);

  const send = async () => {
    if (!file) {
      setFileError(t('upload.choose_file'));
      return;
    }
    setFileError(undefined);
    const form = new FormData();
    form.set('file', file);
    setProgress(0);
    try {
      const { private_poi_layer: next } = await replace.mutateAsync({ form, onProgress: setProgress });
      notifySuccess('privatePois:messages.replaced', { name: next.layer_name });
      setFile(null);
      onDone?.(next);
    } catch (error) {
      const message = fileErrorOf(error);
      if (message) setFileError(message);
      else notifyError(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed">
        {t('replace.hint')}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
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
          error={fileError}
          style={{ flex: 1, minWidth: 240 }}
        />
        <Button
          leftSection={<IconUpload size={14} />}
          loading={progress !== null}
          disabled={layer.status === 'pending'}
          onClick={() => void send()}
        >
          {t('replace.submit')}
        </Button>
      </Group>
      {progress !== null && <UploadProgress fraction={progress} />}
    </Stack>
  );
}
