import { AVATAR_MIME_TYPES } from '@beacon/contracts';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../ui/translate-message.ts';
import { useObjectUrl } from '../../../ui/use-object-url.ts';
import { checkAvatarFile } from './avatar-check.ts';

type Props = {
  /** The stored avatar's URL; null shows the default avatar (initials). */
  currentUrl: string | null;
  name: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** A server-side problem with the upload (translation key). */
  serverError?: string;
};

/** Avatar picker: checks type, size and 200×200 dimensions before the file is accepted. */
export function AvatarField({ currentUrl, name, file, onFileChange, serverError }: Props) {
  const { t } = useTranslation('users');
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useObjectUrl(file);

  const choose = async (chosen: File | null) => {
    if (!chosen) return;
    const found = await checkAvatarFile(chosen);
    setProblem(found);
    onFileChange(found ? null : chosen);
  };

  const error = problem ?? serverError;
  return (
    <Group gap="md" align="flex-start" wrap="nowrap">
      <Avatar
        src={preview ?? currentUrl}
        name={name}
        color="initials"
        size={80}
        radius={80}
        alt={t('avatar.alt', { name })}
      />
      <Stack gap={6}>
        <Group gap="xs">
          <FileButton onChange={choose} accept={AVATAR_MIME_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                leftSection={<IconUpload size={14} />}
                aria-describedby={hintId}
              >
                {t('avatar.choose')}
              </Button>
            )}
          </FileButton>
          {file && (
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconX size={14} />}
              onClick={() => onFileChange(null)}
            >
              {t('avatar.discard')}
            </Button>
          )}
        </Group>
        <Text id={hintId} size="xs" c="dimmed">
          {file ? t('avatar.chosen', { file: file.name }) : t('avatar.hint')}
        </Text>
        {error && (
          <Text size="xs" c="red" role="alert">
            {translateMessage(error)}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
