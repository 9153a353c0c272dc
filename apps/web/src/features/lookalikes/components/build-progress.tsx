import type { Lookalike } from '@beacon/contracts';
import { Progress, Stack, Stepper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Seconds since `from`, ticking while shown. */
function useElapsed(from: string) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.round((now - Date.parse(from)) / 1000));
}

/** The build of a lookalike under way: saved → scoring the country's devices → ready. */
export function BuildProgress({ lookalike }: { lookalike: Lookalike }) {
  const { t } = useTranslation('lookalikes');
  const elapsed = useElapsed(lookalike.created_at);
  const step = lookalike.status === 'pending' ? 1 : 2;
  return (
    <Stack gap="sm" role="status" aria-live="polite" aria-label={t('progress.label')}>
      <Stepper active={step} size="xs" allowNextStepsSelect={false}>
        <Stepper.Step label={t('progress.saved')} description={t('progress.saved_hint')} />
        <Stepper.Step
          label={t('progress.queued')}
          description={t('progress.queued_hint')}
          loading={lookalike.status === 'pending'}
        />
        <Stepper.Step
          label={t('progress.scoring')}
          description={t('progress.scoring_hint', { country: lookalike.country_name ?? '' })}
          loading={lookalike.status === 'processing'}
        />
      </Stepper>
      <Progress value={100} striped animated size="sm" aria-hidden />
      <Text size="xs" c="dimmed">
        {t('progress.elapsed', { seconds: elapsed })}
      </Text>
    </Stack>
  );
}
