import { FILE_MAX_BYTES } from '@beacon/contracts';
import { Box, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../ui/translate-message.ts';
import { useObjectUrl } from '../../../ui/use-object-url.ts';

const LOGO_TYPES = ['image/png', 'image/jpeg'];

type Props = {
  currentUrl: string | null;
  /** The height the logo will have in the header, to preview it at that size. */
  height: number;
  file: File | null;
  removed: boolean;
  onFileChange: (file: File | null) => void;
  onRemove: () => void;
  serverError?: string;
};

/** Logo picker: PNG or JPEG up to 2 MB, previewed at the height the header will give it. */
export function LogoField({ currentUrl, height, file, removed, onFileChange, onRemove, serverError }: Props) {
  const { t } = useTranslation('account_design');
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useObjectUrl(file);

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    const found = !LOGO_TYPES.includes(chosen.type)
      ? 'account_design:validation.logo_type'
      : chosen.size > FILE_MAX_BYTES
        ? 'account_design:validation.logo_too_large'
        : null;
    setProblem(found);
    onFileChange(found ? null : chosen);
  };

  const shown = preview ?? (removed ? null : currentUrl);
  const error = problem ?? serverError;
  return (
    <Stack gap={6}>
      <Box
        h={56}
        px="md"
        bg="gray.0"
        style={{
          display: 'flex',
          alignItems: 'center',
          borderRadius: 6,
          border: '1px dashed var(--mantine-color-gray-4)',
        }}
      >
        {shown ? (
          <Image src={shown} alt={t('logo.preview')} h={height} w="auto" fit="contain" />
        ) : (
          <Text size="sm" c="dimmed">
            {t('logo.none')}
          </Text>
        )}
      </Box>
      <Group gap="xs">
        <FileButton onChange={choose} accept={LOGO_TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              leftSection={<IconUpload size={14} />}
              aria-describedby={hintId}
            >
              {t('logo.choose')}
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
            {t('logo.discard')}
          </Button>
        )}
        {!file && currentUrl && !removed && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={onRemove}
          >
            {t('logo.remove')}
          </Button>
        )}
      </Group>
      <Text id={hintId} size="xs" c="dimmed">
        {file ? t('logo.chosen', { file: file.name }) : t('logo.hint')}
      </Text>
      {error && (
        <Text size="xs" c="red" role="alert">
          {translateMessage(error)}
        </Text>
      )}
    </Stack>
  );
}
