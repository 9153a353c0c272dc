import type { Creative } from '@beacon/contracts';
import { Center, Image } from '@mantine/core';
import { IconCode, IconHeadphones, IconPhoto, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * A 45×45 thumbnail (docs/REQUIREMENTS.md#line-items), or a placeholder for the creative's kind when it has
 * none.
 */
export function CreativeThumb({ creative }: { creative: Creative | undefined }) {
  // A signed URL that has expired (or a file that is gone) falls back to the placeholder.
  const [broken, setBroken] = useState(false);
  if (creative?.thumbnail && !broken) {
    return (
      <Image
        src={creative.thumbnail}
        w={45}
        h={45}
        fit="contain"
        radius="xs"
        alt=""
        onError={() => setBroken(true)}
      />
    );
  }
  const kind =
    `${creative?.creative_type_name ?? ''} ${creative?.creative_template_name ?? ''}`.toLowerCase();
  const Icon = kind.includes('video')
    ? IconVideo
    : kind.includes('audio')
      ? IconHeadphones
      : creative?.tag
        ? IconCode
        : IconPhoto;
  return (
    <Center w={45} h={45} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 4 }}>
      <Icon size={20} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
    </Center>
  );
}
