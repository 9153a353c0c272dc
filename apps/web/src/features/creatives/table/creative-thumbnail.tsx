import { CREATIVE_TEMPLATES, CREATIVE_TYPES, type Creative } from '@beacon/contracts';
import { Center, Image } from '@mantine/core';
import { IconCode, IconHeadphones, IconMovie, IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const SIZE = 45;

/** What a creative without a picture looks like in the grid: audio, video and tag each have their own. */
function placeholderOf(creative: Creative) {
  const family = CREATIVE_TEMPLATES[creative.creative_template_id]?.family;
  if (creative.creative_type_id === CREATIVE_TYPES.audio) return { kind: 'audio', Icon: IconHeadphones };
  if (creative.creative_type_id === CREATIVE_TYPES.video) return { kind: 'video', Icon: IconMovie };
  if (family === 'tag') return { kind: 'tag', Icon: IconCode };
  return { kind: 'none', Icon: IconPhotoOff };
}

/** The grid's 45×45 thumbnail (docs/REQUIREMENTS.md#creatives), or the type-specific placeholder. */
export function CreativeThumbnail({ creative }: { creative: Creative }) {
  const { t } = useTranslation('creatives');
  if (creative.thumbnail)
    return (
      <Image
        src={creative.thumbnail}
        alt={t('thumbnail.alt', { name: creative.name })}
        w={SIZE}
        h={SIZE}
        fit="contain"
        radius="xs"
        bg="var(--mantine-color-default-hover)"
      />
    );
  const { kind, Icon } = placeholderOf(creative);
  return (
    <Center
      w={SIZE}
      h={SIZE}
      role="img"
      aria-label={t(`thumbnail.placeholder.${kind}`)}
      title={t(`thumbnail.placeholder.${kind}`)}
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: 'var(--mantine-radius-xs)' }}
      data-placeholder={kind}
    >
      <Icon size={20} stroke={1.5} />
    </Center>
  );
}
