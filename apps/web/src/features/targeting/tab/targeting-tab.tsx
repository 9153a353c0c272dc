import {
  checkTargetingTerms,
  type LineItem,
  TARGETING_KEYS,
  type Targeting,
  type TargetingKeyCode,
  type TargetingModule,
} from '@beacon/contracts';
import { Alert, Button, Center, Grid, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { useLineTargeting, useSaveTargeting, useTargetingSummary } from '../api/use-line-targeting.ts';
import { useTargetingForecast } from '../api/use-targeting-forecast.ts';
import { ForecastPanel } from '../forecast/forecast-panel.tsx';
import {
  countByModule,
  draftFromTerms,
  draftSignature,
  type KeyDraft,
  type RowErrors,
  rowErrors,
  type TargetingDraft,
  termsFromDraft,
} from '../form/targeting-draft.ts';
import { composeSummary } from '../summary/compose-summary.ts';
import { SummaryPanel } from '../summary/summary-panel.tsx';
import { ModuleEditor } from './module-editor.tsx';
import { ModuleNav } from './module-nav.tsx';
import { MODULE_ORDER } from './module-order.ts';

const keyByCode = new Map(TARGETING_KEYS.map((k) => [k.code as string, k]));
const targetingKeyByCode = (code: string) => keyByCode.get(code);

/** The forecast is asked once the terms have been still this long (the figures follow within a second). */
const FORECAST_DEBOUNCE_MS = 300;

/**
 * The line item's targeting (LineItemEdit `?tab=targeting`, docs/REQUIREMENTS.md#targeting): the eight
 * modules with their keys, include and exclude values per key, the summary and the avails/reach forecast of
 * the terms as they stand. Save creates the targeting (POST) or replaces its terms (PUT).
 */
export function TargetingTab({ line }: { line: LineItem }) {
  const { t } = useTranslation('targeting');
  const targeting = useLineTargeting(line.id);
  if (targeting.isPending)
    return (
      <Center h={160}>
        <Loader size="sm" aria-label="…" />
      </Center>
    );
  if (targeting.isError)
    return (
      <Alert color="red" variant="light" title={t('tab.load_failed')}>
        {translateMessage(targeting.error.message)}
      </Alert>
    );
  return <TargetingEditor line={line} initial={targeting.data} />;
}

function TargetingEditor({ line, initial }: { line: LineItem; initial: Targeting | null }) {
  const { t, i18n } = useTranslation('targeting');
  const ability = useAppAbility();
  const [targetingId, setTargetingId] = useState(initial?.id ?? null);
  const [saved, setSaved] = useState<TargetingDraft>(() => draftFromTerms(initial?.targeting_terms ?? []));
  const [draft, setDraft] = useState<TargetingDraft>(saved);
  const [module, setModule] = useState<TargetingModule>('app_site');
  const [serverErrors, setServerErrors] = useState<RowErrors | null>(null);
  const [showEmpty, setShowEmpty] = useState(false);
  const save = useSaveTargeting(line.id, targetingId);
  const summary = useTargetingSummary(targetingId);
  const canEdit =
    targetingId === null ? ability.can('create', 'Targeting') : ability.can('update', 'Targeting');

  const { terms, slots } = useMemo(() => termsFromDraft(draft), [draft]);
  const check = useMemo(() => checkTargetingTerms(terms), [terms]);
  const dirty = useMemo(() => draftSignature(draft) !== draftSignature(saved), [draft, saved]);
  const [settledTerms] = useDebouncedValue(terms, FORECAST_DEBOUNCE_MS);
  // No terms is a valid question for the forecast (the line's default reach); broken terms are not.
  const forecastable = useMemo(() => checkTargetingTerms(settledTerms), [settledTerms]);
  const forecast = useTargetingForecast(line.id, settledTerms, forecastable.ok || forecastable.empty);

  // The form's own rule errors show at once (except "empty", shown on save); the server's until the next
  // edit.
  const errors: RowErrors = serverErrors ?? rowErrors(check.ok || check.empty ? {} : check.errors, slots);
  const counts = countByModule(draft);

  const change = (code: TargetingKeyCode, entry: KeyDraft) => {
    setDraft((d) => ({ ...d, [code]: entry }));
    setServerErrors(null);
    setShowEmpty(false);
  };
  const discard = () => {
    setDraft(saved);
    setServerErrors(null);
    setShowEmpty(false);
  };
  const submit = async () => {
    if (!check.ok) {
      setShowEmpty(check.empty);
      return;
    }
    try {
      const { data, message } = await save.mutateAsync(terms);
      const next = draftFromTerms(data.targeting_terms);
      setTargetingId(data.id);
      setSaved(next);
      setDraft(next);
      setServerErrors(null);
      notifySuccess(message ?? 'targeting:saved');
    } catch (error) {
      if (error instanceof ApiError && error.isValidation) {
        const placed = rowErrors(error.errors, slots);
        setServerErrors(placed);
        setShowEmpty(error.code === 'targeting.empty');
        if (placed.general.length === 0 && Object.keys(placed.rows).length === 0) notifyError(error);
      } else notifyError(error);
    }
  };

  // Saved and unchanged: the server's sentences (those the activity log records). The summary API
  // answers in English, so other languages, like unsaved changes, get the sentence composed here.
  const serverSentences = !dirty && targetingId !== null && i18n.language === 'en';
  const sentences = serverSentences
    ? (summary.data?.modules.map((m) => ({ module: m.module_name, expression: m.expression })) ?? [])
    : composeSummary(draft, t).modules;
  const general = errors.general.filter((m) => m !== 'targeting.empty');
  // Rows with errors may sit in modules not on screen: name those modules and mark them in the list.
  const errorModules = MODULE_ORDER.filter((m) =>
    Object.keys(errors.rows).some((row) => targetingKeyByCode(row.split('.')[0]!)?.module === m),
  );

  return (
    <Stack gap="sm">
      <Paper withBorder p="sm" radius="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <SummaryPanel
              modules={sentences}
              unsaved={dirty}
              nothingSaved={targetingId === null}
              loading={serverSentences && summary.isPending}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ForecastPanel
              forecast={forecast.data}
              updating={forecast.isFetching || settledTerms !== terms}
              failed={forecast.isError}
              blocked={!forecastable.ok && !forecastable.empty}
            />
          </Grid.Col>
        </Grid>
      </Paper>
      <Paper withBorder radius="md">
        <Group
          justify="space-between"
          px="sm"
          py={8}
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <div>
            <Text fw={600}>{t('tab.title')}</Text>
            <Text size="xs" c="dimmed">
              {t('tab.intro')}
            </Text>
          </div>
          {canEdit && (
            <Group gap="xs">
              <Button size="xs" variant="default" disabled={!dirty || save.isPending} onClick={discard}>
                {t('tab.discard')}
              </Button>
              <Button
                size="xs"
                leftSection={<IconDeviceFloppy size={14} />}
                loading={save.isPending}
                disabled={!dirty && targetingId !== null}
                onClick={() => void submit()}
              >
                {t('tab.save')}
              </Button>
            </Group>
          )}
        </Group>
        {(showEmpty || general.length > 0 || errorModules.length > 0) && (
          <Alert color="red" variant="light" m="sm" mb={0} role="alert" data-testid="targeting-errors">
            {showEmpty ? t('empty') : null}
            {general.map((m) => (
              <div key={m}>{translateMessage(m)}</div>
            ))}
            {errorModules.length > 0 && (
              <div>
                {t('tab.check_modules', { modules: errorModules.map((m) => t(`modules.${m}`)).join(', ') })}
              </div>
            )}
          </Alert>
        )}
        <Grid gap={0}>
          <Grid.Col
            span={{ base: 12, sm: 3, lg: 2 }}
            p="xs"
            style={{ borderRight: '1px solid var(--mantine-color-default-border)' }}
          >
            <ModuleNav active={module} onSelect={setModule} counts={counts} withErrors={errorModules} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 9, lg: 10 }} p="sm">
            <ModuleEditor
              module={module}
              draft={draft}
              onChange={change}
              errors={errors.rows}
              timezone={line.timezone_name}
              lineItemId={line.id}
              disabled={!canEdit || save.isPending}
            />
          </Grid.Col>
        </Grid>
      </Paper>
    </Stack>
  );
}
