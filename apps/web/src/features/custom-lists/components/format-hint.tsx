import { CUSTOM_LIST_LIMITS, type CustomListTypeKey, customListTypeById } from '@beacon/contracts';
import { Code, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format/number.ts';

/** One line of a file of each type, as a trafficker would write it. */
const EXAMPLES: Record<CustomListTypeKey, string> = {
  zip_code: '110111;Chapinero',
  domain: 'news.example.com',
  lat_long: '4.6097;-74.0817;0.5;Store 12',
  app_bundle: 'APN/com.brand.app;Main app',
  app_id: 'UNI/5a1b2c3d;Puzzle game',
  deal_id: 'PUB/DEAL-2026-Q3;Summer deal',
  ip_address: 'OPX/192.168.10.0/24;Office',
  placement_id: 'IDX/pl:123456',
  publisher_id: 'MGN/pub-998877',
  site_id: 'TPL/site.4242',
};

/**
 * How a file for this type is written (docs/REQUIREMENTS.md#custom-lists): one item per line,
 * semicolon-delimited.
 */
export function FormatHint({ typeId }: { typeId: number | null | undefined }) {
  const { t, i18n } = useTranslation('custom_lists');
  const type = customListTypeById(typeId);
  if (!type) return null;
  const example = EXAMPLES[type.key];
  return (
    <Stack gap={2}>
      <Text size="xs">
        {t(`format.${type.model}`)} <Code fz="xs">{example}</Code>
      </Text>
      <Text size="xs" c="dimmed">
        {t('format.limits', {
          items: formatNumber(CUSTOM_LIST_LIMITS.maxItems, i18n.language),
          mb: CUSTOM_LIST_LIMITS.uploadMaxBytes / 1_000_000,
        })}
      </Text>
    </Stack>
  );
}
