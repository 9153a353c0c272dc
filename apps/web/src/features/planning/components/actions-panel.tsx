import { PLANNING_ANALYSIS_LIMITS, type PlanningAction } from '@beacon/contracts';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { formatNumber } from '../../../lib/format/number.ts';
import { notifyError } from '../../../ui/notify.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { useAnalyses, useStartAnalysis } from '../api/use-analyses.ts';
import { useChosenLayerPlaces } from '../api/use-private-layers.ts';
import {
  type ActionExtras,
  actionGate,
  analysisRequest,
  isAnalysisAction,
  type RunRecord,
  requestSignature,
  selectionSignature,
} from '../model/analysis-request.ts';
import { analysisType, type PlannerConfig } from '../model/config.ts';
import { defaultReachOptions, type ReachOptions, reachInput } from '../model/reach-options.ts';
import { analyzeGate, type WizardState } from '../model/wizard.ts';
import { NameField, RadiusKmField, ReachFields } from './action-options.tsx';
import { AnalysisResult, isPlaces, isReach } from './analysis-result.tsx';
import { PlanningMap } from './planning-map.tsx';

/** Gates whose text is a planning message of spec §8. */
const GATE_TEXT = { unchanged: 'analysis.rerun_unchanged', running: 'analysis.still_processing' } as const;

type Started = { id: number; signature: string; selection: string; startedAt: number };

/**
 * The pair's buttons that the analyses run, each disabled with its reason until it can run: the
 * choices it needs, its filters unchanged since its last run, or (for reach, saving and
 * geo-fencing) no valid analysis of the current selection. Each run is followed to its result.
 */
export function ActionsPanel({ state, config }: { state: WizardState; config: PlannerConfig }) {
  const { t, i18n } = useTranslation('planning');
  const ability = useAppAbility();
  // Saving writes a layer or a list: offered only to those who may create one.
  const allowed = (action: PlanningAction) =>
    action === 'save_pois'
      ? ability.can('create', 'PrivatePoi')
      : action === 'geo_fencing'
        ? ability.can('create', 'CustomList')
        : true;
  const actions = config.buttons.filter(isAnalysisAction).filter(allowed);
  const [started, setStarted] = useState<Partial<Record<PlanningAction, Started>>>({});
  const [reach, setReach] = useState<ReachOptions>(() => defaultReachOptions(new Date()));
  const [layerName, setLayerName] = useState('');
  const [listName, setListName] = useState('');
  const [radiusKm, setRadiusKm] = useState<number | ''>(0.1);
  const start = useStartAnalysis();
  // The planning reason a request was refused with, per action (spec §8), while its filters stay.
  const [refused, setRefused] = useState<Partial<Record<PlanningAction, { key: string; signature: string }>>>(
    {},
  );
  const entries = Object.entries(started) as [PlanningAction, Started][];
  const polled = useAnalyses(entries.map(([action, run]) => ({ action, id: run.id })));
  const runs: Partial<Record<PlanningAction, RunRecord>> = Object.fromEntries(
    entries.map(([action, run], i) => [action, { ...run, analysis: polled[i]?.data }]),
  );
  const analysis = analysisType(state.strategy, state.useCase);
  // What every button waits for is said once, above them.
  const common = analyzeGate(state);
  // The map shows the current selection's last analysis and reach (none of an older selection).
  const selection = selectionSignature(state);
  const current = (action: PlanningAction) => {
    const record = runs[action];
    return record?.selection === selection && record.analysis?.success ? record.analysis.response : null;
  };
  const placesResult = (['analyze_pois', 'analyze_geo', 'analyze_pos'] as const)
    .filter((action) => started[action])
    .sort((a, b) => started[b]!.startedAt - started[a]!.startedAt)
    .map(current)
    .find(isPlaces);
  const reachResult = current('calculate_reach');
  // The chosen private layers are drawn as soon as they are chosen, in their own shapes.
  const layerPlaces = useChosenLayerPlaces(analysisRequest(state, 'analyze_pois')?.layers ?? []);
  const drawnLayers = layerPlaces.some((places) => places.length > 0);

  const extrasOf = (action: PlanningAction): ActionExtras | null => {
    // A geo report counts as a reach does, with the same options.
    if (action === 'calculate_reach' || action === 'geo_report') {
      const input = reachInput(reach);
      return input ? { reach: input } : null;
    }
    if (action === 'save_pois') return layerName.trim() ? { name: layerName.trim() } : null;
    if (action === 'geo_fencing')
      return listName.trim() && radiusKm !== '' ? { name: listName.trim(), radius_km: radiusKm } : null;
    return {};
  };

  const run = (action: PlanningAction) => {
    const extras = extrasOf(action);
    const request = extras && analysisRequest(state, action, extras);
    if (!request) return;
    start.mutate(request, {
      onSuccess: ({ id }) => {
        setRefused((r) => ({ ...r, [action]: undefined }));
        setStarted((s) => ({
          ...s,
          [action]: {
            id,
            signature: requestSignature(request),
            selection: selectionSignature(state),
            startedAt: Date.now(),
          },
        }));
      },
      onError: (error) => {
        // A selection the server refuses for a planning reason (too many places, none) is said by
        // the button; anything else goes to the one error handler.
        const reason = isApiError(error)
          ? Object.values(error.errors)
              .flat()
              .find((key) => key?.startsWith('planning.analysis.'))
          : undefined;
        if (reason)
          setRefused((r) => ({ ...r, [action]: { key: reason, signature: requestSignature(request) } }));
        else notifyError(error);
      },
    });
  };

  // Reach and the geo report share their options, shown once above the first of them.
  const reachFieldsAt = actions.find((action) => action === 'calculate_reach' || action === 'geo_report');

  if (actions.length === 0) return null;
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('actions.title')}
        </Title>
        {common && (
          <Text size="sm" c="dimmed">
            {t(`action_gates.${common}`)}
          </Text>
        )}
        {(placesResult || isReach(reachResult) || drawnLayers) && (
          <PlanningMap
            places={placesResult ?? null}
            reach={isReach(reachResult) ? reachResult : null}
            radius={reach.radius}
            layers={layerPlaces}
          />
        )}
        {actions.map((action) => {
          const extras = extrasOf(action);
          const request = analysisRequest(state, action, extras ?? {});
          const signature = requestSignature(request);
          const gate = actionGate(state, action, signature, runs, analysis);
          const refusal = refused[action]?.signature === signature ? refused[action]?.key : undefined;
          const reason = gate ?? (extras === null ? 'options_missing' : null);
          const last = started[action];
          return (
            <Stack key={action} gap={6}>
              {action === reachFieldsAt && <ReachFields value={reach} onChange={setReach} />}
              {action === 'save_pois' && (
                <NameField label={t('save_pois.name')} value={layerName} onChange={setLayerName} />
              )}
              {action === 'geo_fencing' && (
                <Group gap="xs" align="flex-end">
                  <NameField label={t('geo_fencing.name')} value={listName} onChange={setListName} />
                  <RadiusKmField value={radiusKm} onChange={setRadiusKm} />
                </Group>
              )}
              <Group gap="sm">
                <Button size="xs" disabled={reason !== null || start.isPending} onClick={() => run(action)}>
                  {t(`buttons.${action}`)}
                </Button>
                {reason && reason !== common && (
                  <Text size="xs" c="dimmed">
                    {t(
                      reason === 'unchanged' || reason === 'running'
                        ? GATE_TEXT[reason]
                        : `action_gates.${reason}`,
                    )}
                  </Text>
                )}
              </Group>
              {refusal && (
                <Alert color="orange" role="alert" p="xs">
                  {translateMessage(refusal, {
                    maxPois: formatNumber(PLANNING_ANALYSIS_LIMITS.maxPois, i18n.language),
                  })}
                </Alert>
              )}
              {last && !refusal && (
                <AnalysisResult analysis={runs[action]?.analysis} startedAt={last.startedAt} />
              )}
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
