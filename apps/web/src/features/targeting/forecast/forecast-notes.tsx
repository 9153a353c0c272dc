import type { TargetingForecast } from '@beacon/contracts';
import { Alert, List, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A forecast of 0 says why, with the server's reasons (a key admitting nothing, the combination, no sample). */
export function ZeroForecastNote({ forecast }: { forecast: TargetingForecast }) {
  const { t } = useTranslation('targeting');
  if (forecast.daily_avails > 0 || forecast.zero_reasons.length === 0) return null;
  return (
    <Alert color="orange" variant="light" py={6} title={t('forecast.zero.title')} data-testid="forecast-zero">
      <List size="xs" spacing={2}>
        {forecast.zero_reasons.map((r) => (
          <List.Item key={`${r.reason}-${r.key ?? ''}`}>
            {t(`forecast.zero.${r.reason}`, { key: r.key ? t(`keys.${r.key}`) : '' })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * The share bars compare with the advertiser's country: when the targeting reads other countries,
 * say so, naming both, so a share of another market is not read as reach at home.
 */
export function OtherCountryNote({ forecast }: { forecast: TargetingForecast }) {
  const { t, i18n } = useTranslation('targeting');
  const { baseline_country: baseline, countries } = forecast;
  if (!baseline || !countries || countries.every((c) => c === baseline)) return null;
  const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const name = (code: string) => names.of(code) ?? code;
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  return (
    <Text size="xs" c="dimmed" data-testid="forecast-other-country">
      <IconInfoCircle size={12} style={{ verticalAlign: 'middle', marginRight: 4 }} />
      {t('forecast.other_country', { baseline: name(baseline), countries: list.format(countries.map(name)) })}
    </Text>
  );
}
