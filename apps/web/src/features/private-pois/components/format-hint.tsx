import { PRIVATE_POI_LIMITS } from '@beacon/contracts';
import { Code, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format/number.ts';

/** The first lines of a file of each header shape, as a planner would write them. */
const EXAMPLES = {
  point: 'name,lat,lon,category,subcategory\nStore 12,4.6097,-74.0817,Retail,Grocery',
  polygon: 'name,polygon\nPark,"POLYGON((-74.08 4.60, -74.07 4.60, -74.07 4.61, -74.08 4.60))"',
  cell: 'name,res\nDowntown,89668b6d2abffff',
} as const;

/**
 * How a layer's file is written (docs/REQUIREMENTS.md#planning): comma-separated, one of three headers,
 * with the limits the server checks.
 */
export function FormatHint() {
  const { t, i18n } = useTranslation('privatePois');
  return (
    <Stack gap={4}>
      <Text size="xs">{t('format.intro')}</Text>
      <List size="xs" spacing={4} withPadding>
        {(['point', 'polygon', 'cell'] as const).map((kind) => (
          <List.Item key={kind}>
            {t(`format.${kind}`)}
            <Code block fz="xs" mt={2} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {EXAMPLES[kind]}
            </Code>
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed">
        {t('format.limits', {
          pois: formatNumber(PRIVATE_POI_LIMITS.maxPois, i18n.language),
          lines: formatNumber(PRIVATE_POI_LIMITS.maxPois + 1, i18n.language),
          mb: PRIVATE_POI_LIMITS.uploadMaxBytes / 1_000_000,
        })}
      </Text>
    </Stack>
  );
}
