import type { Lookalike } from '@beacon/contracts';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { numberFormat } from '../../../lib/format/number.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { isBusy } from '../api/use-lookalike.ts';
import { useActivateLookalike } from '../api/use-lookalike-mutations.ts';
import { lookalikesPaths } from '../paths.ts';
import { BuildProgress } from './build-progress.tsx';
import { LookalikeStatusBadge, SegmentStateBadge } from './lookalike-status-badge.tsx';
import { TraitTable } from './trait-table.tsx';

/** One lookalike after submitting: its build's progress, then its audience and the seed's traits. */
export function LookalikeResult({ lookalike }: { lookalike: Lookalike }) {
  const { t, i18n } = useTranslation('lookalikes');
  const ability = useAppAbility();
  const activate = useActivateLookalike();
  const number = numberFormat(i18n.language);
  const share = lookalike.total_users > 0 ? lookalike.size / lookalike.total_users : 0;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="lookalike-result-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4" id="lookalike-result-title">
              {lookalike.name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('result.summary', {
                seed: lookalike.seed_segment_name ?? '—',
                country: lookalike.country_name ?? '—',
                degree: lookalike.degree,
              })}
            </Text>
          </div>
          <Group gap="xs">
            <LookalikeStatusBadge status={lookalike.status} />
            {lookalike.status === 'ready' && <SegmentStateBadge active={lookalike.active} />}
          </Group>
        </Group>

        {isBusy(lookalike) && <BuildProgress lookalike={lookalike} />}

        {lookalike.status === 'failed' && (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} />}
            role="alert"
            title={t('result.failed_title')}
          >
            {translateMessage(lookalike.error ?? 'lookalikes.build_failed')}
          </Alert>
        )}

        {lookalike.status === 'ready' && (
          <>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <Fact label={t('fields.size')}>{number.format(lookalike.size)}</Fact>
              <Fact label={t('fields.total_users')}>{number.format(lookalike.total_users)}</Fact>
              <Fact label={t('result.share')}>
                {numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(share)}
              </Fact>
              <Fact label={t('fields.segment_name')}>{lookalike.segment_name}</Fact>
            </SimpleGrid>
            <Stack gap={4}>
              <Title order={3} size="h6">
                {t('result.traits')}
              </Title>
              <Text size="xs" c="dimmed">
                {t('result.traits_hint')}
              </Text>
              <TraitTable traits={lookalike.traits} />
            </Stack>
          </>
        )}

        <Group justify="space-between">
          <Group gap="sm">
            <Anchor component={Link} to={lookalikesPaths.index} size="sm">
              {t('result.back')}
            </Anchor>
            {ability.can('index', 'Segment') && lookalike.status === 'ready' && (
              <Anchor component={Link} to={lookalikesPaths.segment(lookalike.segment_id)} size="sm">
                {t('result.open_segment')}
              </Anchor>
            )}
          </Group>
          <Group gap="sm">
            <Button component={Link} to={lookalikesPaths.create} variant="default" size="sm">
              {t('result.another')}
            </Button>
            {ability.can('create', 'Lookalike') && lookalike.status === 'ready' && !lookalike.active && (
              <Button
                size="sm"
                leftSection={<IconPlayerPlay size={14} />}
                loading={activate.isPending}
                onClick={() => activate.mutate(lookalike)}
              >
                {t('actions.activate')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={600} truncate>
        {children}
      </Text>
    </Stack>
  );
}
