import {
  ASSET_EXTENSIONS,
  ASSET_MAX_BYTES,
  ASSET_TYPES,
  type AssetKind,
  type AssetRoute,
  CREATIVE_ASSET_API,
  type CreativeAsset,
} from '@beacon/contracts';
import { ActionIcon, FileInput, Group, Image, Input, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error.ts';
import { uploadWithProgress } from '../../../lib/api/upload-with-progress.ts';
import { formatNumber } from '../../../lib/format/number.ts';
import { notifyError } from '../../../ui/notify.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { creativeAssetKeys } from '../api/creative-keys.ts';
import { useCreativeAsset } from '../api/use-creative.ts';

const KIND_OF_ROUTE: Record<AssetRoute, AssetKind> = {
  creative_assets: 'image',
  html_assets: 'html',
  video_assets: 'video',
  audio_assets: 'audio',
};

type Props = {
  route: AssetRoute;
  advertiserId: number | null;
  value: number | null;
  onChange: (asset: CreativeAsset | null) => void;
  label: string;
  description?: string;
  error?: string;
  required?: boolean;
  /** Marks an image as the creative's thumbnail (`thumbnail=1`). */
  thumbnail?: boolean;
};

/** A file size as people read it: KB below a megabyte, MB above. */
const fileSize = (bytes: number, language: string) =>
  bytes < 1_000_000
    ? `${formatNumber(Math.max(1, Math.round(bytes / 1000)), language)} KB`
    : `${formatNumber(bytes / 1_000_000, language, 1)} MB`;

/**
 * Uploads one file to the template's asset route with a progress bar, then shows what the server
 * read from it (dimensions, duration). The file is stored at once; the creative refers to it by id.
 */
export function AssetUpload({
  route,
  advertiserId,
  value,
  onChange,
  label,
  description,
  error,
  required,
  thumbnail,
}: Props) {
  const { t, i18n } = useTranslation('creatives');
  const client = useQueryClient();
  const kind = KIND_OF_ROUTE[route];
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const asset = useCreativeAsset(value);
  const accept = ASSET_EXTENSIONS[kind].map((ext) => `.${ext}`).join(',');

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    const form = new FormData();
    if (advertiserId !== null) form.set('advertiser_id', String(advertiserId));
    if (thumbnail) form.set('thumbnail', '1');
    form.set('file', file);
    setProgress(0);
    try {
      const stored = await uploadWithProgress<CreativeAsset>(CREATIVE_ASSET_API.upload[kind], form, {
        onProgress: setProgress,
      });
      client.setQueryData(creativeAssetKeys.detail(stored.id), stored);
      onChange(stored);
    } catch (caught) {
      if (isApiError(caught) && Object.keys(caught.errors).length > 0) {
        const first = Object.values(caught.errors).flat()[0];
        setUploadError(translateMessage(first ?? caught.code ?? caught.message));
      } else if (isApiError(caught) && caught.code) setUploadError(translateMessage(caught.code));
      else notifyError(caught);
    } finally {
      setProgress(null);
    }
  };

  const info = asset.data;
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={uploadError ?? error}
      withAsterisk={required}
    >
      <Stack gap={4} mt={4}>
        <FileInput
          aria-label={label}
          accept={accept}
          placeholder={t('upload.choose', {
            types: ASSET_EXTENSIONS[kind].join(', '),
            max: fileSize(ASSET_MAX_BYTES[kind], i18n.language),
          })}
          leftSection={<IconPaperclip size={14} />}
          value={null}
          onChange={(file) => void upload(file)}
          disabled={progress !== null}
          error={Boolean(uploadError ?? error)}
        />
        {progress !== null && (
          <Progress
            value={Math.round(progress * 100)}
            size="sm"
            animated
            aria-label={t('upload.progress')}
            role="progressbar"
          />
        )}
        {value !== null && info && (
          <Group gap="xs" wrap="nowrap" data-testid="uploaded-asset">
            {info.asset_type_id === ASSET_TYPES.creative && (
              <Image
                src={info.url}
                alt=""
                w={32}
                h={32}
                fit="contain"
                radius="xs"
                bg="var(--mantine-color-default-hover)"
              />
            )}
            <Text size="xs" fw={500} truncate="end" maw={260} title={info.name}>
              {info.name}
            </Text>
            <Text size="xs" c="dimmed">
              {[
                info.width && info.height ? `${info.width}×${info.height}` : null,
                info.duration_ms ? t('upload.seconds', { count: Math.round(info.duration_ms / 1000) }) : null,
                fileSize(info.bytes, i18n.language),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Tooltip label={t('upload.remove')}>
              <ActionIcon
                size="xs"
                variant="subtle"
                color="gray"
                aria-label={t('upload.remove')}
                onClick={() => onChange(null)}
              >
                <IconX size={12} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
