import type { TargetingForecast } from '@beacon/contracts';
import { Group, Loader, Progress, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../lib/format/number.ts';
import { OtherCountryNote, ZeroForecastNote } from './forecast-notes.tsx';

type Props = {
  forecast: TargetingForecast | undefined;
  /** A newer answer is on its way: the figures shown are the previous ones. */
  updating: boolean;
  failed: boolean;
  /** The form's own check fails: the forecast waits until the terms are valid. */
  blocked: boolean;
};

const share = (part: number, whole: number) => (whole > 0 ? Math.min(1, part / whole) : 0);

/**
 * Avails and reach of the targeting being edited: daily avails, daily and weekly unique devices,
 * their share of the line's baseline (no targeting but the advertiser's country), the sample's
 * error and size. The last figures stay while new ones load, so editing does not flicker.
 */
export function ForecastPanel({ forecast, updating, failed, blocked }: Props) {
  const { t, i18n } = useTranslation('targeting');
  const number = numberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  const full = numberFormat(i18n.language);
  const percent = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const status = blocked
    ? t('forecast.blocked')
    : failed
      ? t('forecast.failed')
      : updating
        ? t('forecast.updating')
        : null;

  const figures = forecast
    ? [
        { key: 'daily_avails', value: forecast.daily_avails },
        { key: 'daily_unique_devices', value: forecast.daily_unique_devices },
        { key: 'weekly_unique_devices', value: forecast.weekly_unique_devices },
      ]
    : [];
  const shares = forecast
    ? [
        { key: 'avails_share', value: share(forecast.daily_avails, forecast.baseline_daily_avails) },
        {
          key: 'reach_share',
          value: share(forecast.weekly_unique_devices, forecast.baseline_weekly_unique_devices),
        },
      ]
    : [];

  return (
    <Stack gap={6} aria-live="polite" aria-busy={updating} data-testid="forecast">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={600} size="sm">
          {t('forecast.title')}
        </Text>
        <Group gap={6} wrap="nowrap">
          {updating && <Loader size={12} />}
          {status && (
            <Text size="xs" c={failed ? 'orange' : 'dimmed'} data-testid="forecast-status">
              {status}
            </Text>
          )}
        </Group>
      </Group>
      {!forecast ? (
        <Text size="xs" c="dimmed">
          {failed ? t('forecast.failed') : t('forecast.loading')}
        </Text>
      ) : (
        <>
          <SimpleGrid cols={3} spacing="sm" component="dl" m={0} style={{ opacity: updating ? 0.6 : 1 }}>
            {figures.map((figure) => (
              <div key={figure.key}>
                <Text component="dt" size="xs" c="dimmed">
                  {t(`forecast.${figure.key}`)}
                </Text>
                <Tooltip label={full.format(figure.value)} withArrow>
                  <Text
                    component="dd"
                    m={0}
                    fw={600}
                    size="lg"
                    data-testid={`forecast-${figure.key}`}
                    style={{ fontVariantNumeric: 'tabular-nums' }}
                  >
                    {number.format(figure.value)}
                  </Text>
                </Tooltip>
              </div>
            ))}
          </SimpleGrid>
          <ZeroForecastNote forecast={forecast} />
          <Stack gap={4}>
            {shares.map((s) => (
              <div key={s.key}>
                <Group justify="space-between" gap="xs">
                  <Text size="xs" c="dimmed">
                    {t(`forecast.${s.key}`)}
                  </Text>
                  <Text size="xs" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {percent.format(s.value)}
                  </Text>
                </Group>
                <Progress value={s.value * 100} size="sm" aria-label={t(`forecast.${s.key}`)} />
              </div>
            ))}
            <OtherCountryNote forecast={forecast} />
          </Stack>
          <Text size="xs" c="dimmed" data-testid="forecast-sample">
            {/* Without sampling the figures carry no sampling error: say how they were counted instead of ±0 %. */}
            {forecast.sample_rate > 1
              ? `${t('forecast.error', { error: percent.format(forecast.relative_error) })} · ${t(
                  'forecast.sample',
                  {
                    rate: full.format(forecast.sample_rate),
                    count: forecast.days,
                  },
                )}`
              : t('forecast.full', { count: forecast.days })}
          </Text>
        </>
      )}
    </Stack>
  );
}
