import { CREATIVE_ASSET_API, CREATIVE_TEMPLATES, type VastAttributes } from '@beacon/contracts';
import { Alert, Center, Code, Loader, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/client.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { creativeKeys } from '../api/creative-keys.ts';
import { useCreativeAsset } from '../api/use-creative.ts';
import { FALLBACK_SIZE, type PreviewSubject } from './preview-subject.ts';
import { SandboxedFrame } from './sandboxed-frame.tsx';

/** Players wider than this are scaled down, keeping their proportions, to fit the dialog. */
const PLAYER_MAX_WIDTH = 640;
const playerSize = ({ width, height }: { width: number; height: number }) =>
  width <= PLAYER_MAX_WIDTH
    ? { width, height }
    : { width: PLAYER_MAX_WIDTH, height: Math.round((height * PLAYER_MAX_WIDTH) / width) };

const sizeOf = (subject: PreviewSubject, asset?: { width: number | null; height: number | null }) => ({
  width: subject.width ?? asset?.width ?? FALLBACK_SIZE.width,
  height: subject.height ?? asset?.height ?? FALLBACK_SIZE.height,
});

/** The creative as it will serve, chosen by its template's family. */
export function CreativePreview({ subject }: { subject: PreviewSubject }) {
  const { t } = useTranslation('creatives');
  const template = CREATIVE_TEMPLATES[subject.creative_template_id];
  if (!template) return <Note text={t('preview.unknown_template')} />;
  switch (template.family) {
    case 'image':
    case 'html5':
      return <AssetFrame subject={subject} assetId={subject.primary_asset_id} />;
    case 'tag':
      return <TagFrame subject={subject} />;
    case 'video':
      return subject.primary_asset_id !== null ? (
        <MediaPlayer subject={subject} assetId={subject.primary_asset_id} kind="video" />
      ) : (
        <VastPlayer subject={subject} />
      );
    case 'audio':
      return subject.audio_type_id === 2 ? (
        <TagFrame subject={subject} />
      ) : (
        <MediaPlayer subject={subject} assetId={subject.primary_asset_id} kind="audio" />
      );
    case 'vast_wrapper':
      return (
        <Stack gap="xs">
          <Note text={t('preview.vast_wrapper')} />
          <Code block>{subject.tag ?? ''}</Code>
        </Stack>
      );
    case 'native':
      return <NativeCard subject={subject} />;
  }
}

function Note({ text }: { text: string }) {
  return (
    <Alert color="gray" variant="light" icon={<IconInfoCircle size={16} />} p="xs">
      <Text size="sm">{text}</Text>
    </Alert>
  );
}

function Loading() {
  const { t } = useTranslation('creatives');
  return (
    <Center h={120}>
      <Loader size="sm" aria-label={t('preview.loading')} />
    </Center>
  );
}

function AssetFrame({ subject, assetId }: { subject: PreviewSubject; assetId: number | null }) {
  const { t } = useTranslation('creatives');
  const asset = useCreativeAsset(assetId);
  if (assetId === null) return <Note text={t('preview.no_asset')} />;
  if (asset.error) return <Note text={translateMessage(asset.error.message)} />;
  // Not asked at all: the user may not open uploaded files.
  if (!asset.data && asset.fetchStatus === 'idle') return <Note text={t('preview.no_access')} />;
  if (!asset.data) return <Loading />;
  const { width, height } = sizeOf(subject, asset.data);
  return <SandboxedFrame title={subject.name} src={asset.data.preview_url} width={width} height={height} />;
}

function TagFrame({ subject }: { subject: PreviewSubject }) {
  const { t } = useTranslation('creatives');
  if (!subject.tag?.trim()) return <Note text={t('preview.no_tag')} />;
  const { width, height } = sizeOf(subject);
  // The tag is the whole document of the frame; margins off so it sits at its declared size.
  const doc = `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0}</style></head><body>${subject.tag}</body></html>`;
  return <SandboxedFrame title={subject.name} html={doc} width={width} height={height} />;
}

function MediaPlayer({
  subject,
  assetId,
  kind,
}: {
  subject: PreviewSubject;
  assetId: number | null;
  kind: 'video' | 'audio';
}) {
  const { t } = useTranslation('creatives');
  const asset = useCreativeAsset(assetId);
  if (assetId === null) return <Note text={t('preview.no_asset')} />;
  if (asset.error) return <Note text={translateMessage(asset.error.message)} />;
  // Not asked at all: the user may not open uploaded files.
  if (!asset.data && asset.fetchStatus === 'idle') return <Note text={t('preview.no_access')} />;
  if (!asset.data) return <Loading />;
  if (kind === 'audio')
    return (
      // biome-ignore lint/a11y/useMediaCaption: an advertiser's audio ad has no caption track to offer
      <audio controls src={asset.data.url} aria-label={t('preview.player', { name: subject.name })} />
    );
  const { width, height } = playerSize(sizeOf(subject, asset.data));
  return (
    // biome-ignore lint/a11y/useMediaCaption: an advertiser's video ad has no caption track to offer
    <video
      controls
      src={asset.data.url}
      width={width}
      height={height}
      aria-label={t('preview.player', { name: subject.name })}
    />
  );
}

/** A VAST document in the tag: the player takes its first playable media file. */
function VastPlayer({ subject }: { subject: PreviewSubject }) {
  const { t } = useTranslation('creatives');
  const xml = subject.tag?.trim() ?? '';
  const vast = useQuery({
    queryKey: creativeKeys.of('vast-preview', xml),
    queryFn: () => api.post<VastAttributes>(CREATIVE_ASSET_API.extractVast, { xml }, { concurrent: true }),
    enabled: xml !== '',
    retry: false,
    meta: { silentError: true },
  });
  if (!xml) return <Note text={t('preview.no_asset')} />;
  if (vast.error) return <Note text={translateMessage(vast.error.message)} />;
  if (!vast.data) return <Loading />;
  const media = vast.data.media_files.find((m) => m.type?.startsWith('video/')) ?? vast.data.media_files[0];
  if (!media) return <Note text={t('preview.no_media')} />;
  const { width, height } = playerSize(sizeOf(subject, media));
  return (
    // biome-ignore lint/a11y/useMediaCaption: an advertiser's video ad has no caption track to offer
    <video
      controls
      src={media.url}
      width={width}
      height={height}
      aria-label={t('preview.player', { name: subject.name })}
    />
  );
}

function NativeCard({ subject }: { subject: PreviewSubject }) {
  const imageId = subject.native?.images[0] ?? null;
  return (
    <Stack gap={6} maw={360}>
      <AssetFrame subject={{ ...subject, width: 320, height: 180 }} assetId={imageId} />
      <Text fw={600}>{subject.native?.title_text}</Text>
      {subject.native?.body_text && <Text size="sm">{subject.native.body_text}</Text>}
      {subject.native?.call_to_action && (
        <Text size="sm" c="blue" fw={500}>
          {subject.native.call_to_action}
        </Text>
      )}
    </Stack>
  );
}
