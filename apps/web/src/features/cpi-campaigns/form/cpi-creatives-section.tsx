import {
  CPI_CREATIVE_KINDS,
  CPI_FILE_FIELDS,
  CPI_LOOKUP_LISTS,
  CPI_NATIVE_ASSETS,
  type CpiCreative,
  type CpiCreativeKind,
  type CpiFileField,
} from '@beacon/contracts';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Fieldset,
  FileInput,
  Group,
  Image,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { useLookups } from '../../../lib/reference/reference-lists.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { useCpiCreatives, useSaveCpiCreative } from '../api/use-cpi-campaign.ts';
import { cpiCampaignsPaths } from '../paths.ts';

type Draft = {
  id: number | null;
  name: string;
  type_creative: CpiCreativeKind;
  creative_type_id: string | null;
  size_id: string | null;
  aspect_ratio_id: string | null;
  title_text: string;
  body_text: string;
  call_to_action: string;
};

const emptyDraft = (kind: CpiCreativeKind = 'display'): Draft => ({
  id: null,
  name: '',
  type_creative: kind,
  creative_type_id: null,
  size_id: null,
  aspect_ratio_id: null,
  title_text: '',
  body_text: '',
  call_to_action: '',
});

const toDraft = (c: CpiCreative): Draft => ({
  id: c.id,
  name: c.name,
  type_creative: c.type_creative,
  creative_type_id: c.creative_type_id === null ? null : String(c.creative_type_id),
  size_id: c.size_id === null ? null : String(c.size_id),
  aspect_ratio_id: c.aspect_ratio_id === null ? null : String(c.aspect_ratio_id),
  title_text: c.title_text,
  body_text: c.body_text,
  call_to_action: c.call_to_action,
});

const LISTS = [
  CPI_LOOKUP_LISTS.creativeTypes,
  CPI_LOOKUP_LISTS.creativeSizes,
  CPI_LOOKUP_LISTS.aspectRatios,
] as const;

/**
 * The "Creatives" section: the request's display, native and video creatives, and the form that
 * adds or changes one with its files. After a save the list of requests comes back unless
 * "save and continue" was chosen (docs/CPI_CAMPAIGNS.md).
 */
export function CpiCreativesSection({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation('cpi_campaigns');
  const ability = useAppAbility();
  const creatives = useCpiCreatives(campaignId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const canCreate = ability.can('creative_create', 'CpiCampaign');
  const canUpdate = ability.can('creative_update', 'CpiCampaign');
  const rows = creatives.data?.data ?? [];
  return (
    <Fieldset legend={t('form.sections.creatives')} variant="filled">
      <Stack gap="sm">
        {CPI_CREATIVE_KINDS.map((kind) => {
          const ofKind = rows.filter((c) => c.type_creative === kind);
          return (
            <Stack key={kind} gap={6}>
              <Group justify="space-between">
                <Text fw={600} size="sm">
                  {t(`kinds.${kind}`)} ({ofKind.length})
                </Text>
                {canCreate && draft === null && (
                  <Button size="xs" variant="light" onClick={() => setDraft(emptyDraft(kind))}>
                    {t(`creatives.add_${kind}`)}
                  </Button>
                )}
              </Group>
              {ofKind.length > 0 && (
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
                  {ofKind.map((c) => (
                    <CreativeCard
                      key={c.id}
                      creative={c}
                      onEdit={canUpdate ? () => setDraft(toDraft(c)) : undefined}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          );
        })}
        {draft && (
          <CreativeEditor
            key={draft.id ?? `new-${draft.type_creative}`}
            campaignId={campaignId}
            initial={draft}
            onClose={() => setDraft(null)}
          />
        )}
      </Stack>
    </Fieldset>
  );
}

function CreativeCard({ creative, onEdit }: { creative: CpiCreative; onEdit?: () => void }) {
  const { t } = useTranslation('cpi_campaigns');
  const preview = creative.images[0] ?? creative.icons[0];
  return (
    <Card withBorder padding="sm" radius="md">
      {preview && (
        <Card.Section>
          <Image src={preview.url} alt={creative.name} h={110} fit="contain" bg="gray.1" />
        </Card.Section>
      )}
      <Stack gap={4} mt={preview ? 'xs' : 0}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm" truncate>
            {creative.name}
          </Text>
          {creative.size && (
            <Badge size="xs" variant="light" tt="none">
              {creative.size}
            </Badge>
          )}
        </Group>
        {creative.title_text && (
          <Text size="xs" truncate>
            {creative.title_text}
          </Text>
        )}
        {[...creative.images, ...creative.icons, ...creative.videos].map((f) => (
          <Anchor key={f.id} href={f.url} target="_blank" rel="noreferrer" size="xs" truncate>
            {t(`files.${f.field}`)}: {f.file_name}
            {f.width && f.height ? ` (${f.width}x${f.height})` : ''}
          </Anchor>
        ))}
        {onEdit && (
          <Button size="xs" variant="default" onClick={onEdit} mt={4}>
            {t('creatives.edit')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

const ACCEPT: Record<CpiFileField, string> = {
  images: 'image/png,image/jpeg,image/gif',
  icons: 'image/png,image/jpeg,image/gif',
  videos: 'video/mp4',
};

/** Which files a kind takes: display an image, native an image and an icon, video a video (and a cover image). */
const FILES_OF: Record<CpiCreativeKind, CpiFileField[]> = {
  display: ['images'],
  native: ['images', 'icons'],
  video: ['videos', 'images'],
};

function CreativeEditor({
  campaignId,
  initial,
  onClose,
}: {
  campaignId: number;
  initial: Draft;
  onClose: () => void;
}) {
  const { t } = useTranslation('cpi_campaigns');
  const navigate = useNavigate();
  const save = useSaveCpiCreative(campaignId);
  const [types, sizes, ratios] = useLookups(LISTS);
  const [draft, setDraft] = useState(initial);
  const [files, setFiles] = useState<Partial<Record<CpiFileField, File | null>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const opts = (list: { id: number; name: string }[] | undefined) =>
    list?.map((o) => ({ value: String(o.id), label: o.name })) ?? [];
  const kind = draft.type_creative;
  const { t: common } = useTranslation('common');
  const choose = { placeholder: common('select.choose'), comboboxProps: { withinPortal: true } };

  const submit = (stay: boolean) => {
    const form = new FormData();
    form.append('campaign_id', String(campaignId));
    for (const key of ['name', 'type_creative', 'title_text', 'body_text', 'call_to_action'] as const)
      form.append(key, draft[key]);
    for (const key of ['creative_type_id', 'size_id', 'aspect_ratio_id'] as const) {
      const value = draft[key];
      if (value) form.append(key, value);
    }
    for (const field of CPI_FILE_FIELDS) {
      const file = files[field];
      if (file && FILES_OF[kind].includes(field)) form.append(field, file, file.name);
    }
    save.mutate(
      { id: draft.id, form },
      {
        onSuccess: (saved) => {
          notifySuccess('cpi_campaigns:messages.creative_saved', { name: saved.name });
          if (stay) onClose();
          else navigate(cpiCampaignsPaths.index);
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.errors).length) {
            setErrors(
              Object.fromEntries(
                Object.entries(error.errors).map(([k, v]) => [k, translateMessage(v?.[0] ?? '')]),
              ),
            );
          } else notifyError(error);
        },
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('creatives.editor')}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>
            {draft.id ? t('creatives.edit_title', { name: initial.name }) : t('creatives.new_title')}
          </Text>
          <SegmentedControl
            size="xs"
            value={kind}
            onChange={(v) => set('type_creative', v as CpiCreativeKind)}
            disabled={draft.id !== null}
            data={CPI_CREATIVE_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
          <TextInput
            label={t('creatives.fields.name')}
            value={draft.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={errors.name}
            withAsterisk
          />
          <Select
            label={t('creatives.fields.creative_type')}
            data={opts(types)}
            value={draft.creative_type_id}
            {...choose}
            onChange={(v) => set('creative_type_id', v)}
            error={errors.creative_type_id}
            clearable
          />
          {kind === 'display' && (
            <Select
              label={t('creatives.fields.size')}
              data={opts(sizes)}
              value={draft.size_id}
              {...choose}
              onChange={(v) => set('size_id', v)}
              error={errors.size_id}
              clearable
            />
          )}
          {kind !== 'display' && (
            <Select
              label={t('creatives.fields.aspect_ratio')}
              data={opts(ratios)}
              value={draft.aspect_ratio_id}
              {...choose}
              onChange={(v) => set('aspect_ratio_id', v)}
              error={errors.aspect_ratio_id}
              clearable
            />
          )}
          {kind !== 'display' && (
            <TextInput
              label={t('creatives.fields.title_text')}
              value={draft.title_text}
              onChange={(e) => set('title_text', e.currentTarget.value)}
              error={errors.title_text}
            />
          )}
          {kind !== 'display' && (
            <TextInput
              label={t('creatives.fields.call_to_action')}
              value={draft.call_to_action}
              onChange={(e) => set('call_to_action', e.currentTarget.value)}
              error={errors.call_to_action}
            />
          )}
        </SimpleGrid>
        {kind !== 'display' && (
          <Textarea
            label={t('creatives.fields.body_text')}
            value={draft.body_text}
            onChange={(e) => set('body_text', e.currentTarget.value)}
            error={errors.body_text}
            autosize
            minRows={2}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: FILES_OF[kind].length }} spacing="sm">
          {FILES_OF[kind].map((field) => (
            <FileInput
              key={field}
              label={t(`files.${field}`)}
              description={fileHint(t, kind, field)}
              accept={ACCEPT[field]}
              value={files[field] ?? null}
              onChange={(file) => setFiles((f) => ({ ...f, [field]: file }))}
              placeholder={draft.id ? t('creatives.keep_file') : t('creatives.choose_file')}
              error={errors[field]}
              clearable
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button variant="light" loading={save.isPending} onClick={() => submit(true)}>
            {t('form.save_and_continue')}
          </Button>
          <Button loading={save.isPending} onClick={() => submit(false)}>
            {t('creatives.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function fileHint(
  t: (key: string, values?: Record<string, unknown>) => string,
  kind: CpiCreativeKind,
  field: CpiFileField,
) {
  if (field === 'videos') return t('files.video_hint');
  if (kind === 'native') {
    const size = CPI_NATIVE_ASSETS[field === 'images' ? 'image' : 'icon'];
    return t('files.native_hint', { width: size.width, height: size.height });
  }
  return t('files.image_hint');
}
