import {
  PLANNING_ANALYSIS_API,
  PLANNING_ANALYSIS_LIMITS,
  PLANNING_ANALYSIS_MESSAGES,
  type PlanningAnalysis,
  type PlanningDeviceCount,
  type PlanningGeoReportResult,
  type PlanningPlacesResult,
  type PlanningReachResult,
  type PlanningSavedResult,
} from '@beacon/contracts';
import { Alert, Anchor, Button, Group, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../lib/api/client.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { formatNumber } from '../../../lib/format/number.ts';
import { notifyError } from '../../../ui/notify.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { customListsPaths } from '../../custom-lists/paths.ts';
import { privatePoisPaths } from '../../private-pois/paths.ts';

/** Places shown per page of the result table. */
const PLACE_PAGE = 10;

/** How long a run may take before the screen says it is still processing. */
export const LONG_RUN_MS = 10_000;

export const isPlaces = (r: PlanningAnalysis['response']): r is PlanningPlacesResult =>
  !!r && 'places' in r && Array.isArray(r.places);
export const isReach = (r: PlanningAnalysis['response']): r is PlanningReachResult => !!r && 'cells' in r;
const isGeoReport = (r: PlanningAnalysis['response']): r is PlanningGeoReportResult =>
  !!r && 'report' in r && r.report === 'geo';
const isSaved = (r: PlanningAnalysis['response']): r is PlanningSavedResult => !!r && 'kind' in r;

/** The outcome of one analysis: its progress, its message, or its result. */
export function AnalysisResult({
  analysis,
  startedAt,
}: {
  analysis: PlanningAnalysis | undefined;
  startedAt: number;
}) {
  const { t, i18n } = useTranslation('planning');
  const label = t(`buttons.${analysis?.action ?? 'analyze_pois'}`);
  if (!analysis || analysis.status === 'pending' || analysis.status === 'processing')
    return (
      <Group gap="xs" role="status" aria-label={t('result.progress', { action: label })}>
        <Loader size="xs" />
        <Text size="sm">
          {Date.now() - startedAt > LONG_RUN_MS
            ? t('analysis.still_processing')
            : t(`result.${analysis?.status ?? 'pending'}`)}
        </Text>
      </Group>
    );
  const message = analysis.message
    ? translateMessage(analysis.message, {
        maxPois: formatNumber(PLANNING_ANALYSIS_LIMITS.maxPois, i18n.language),
      })
    : null;
  if (analysis.status === 'failed' || !analysis.success)
    return (
      <Alert color={analysis.status === 'failed' ? 'red' : 'orange'} role="alert" title={label} p="xs">
        {message ?? t('result.failed')}
      </Alert>
    );
  const response = analysis.response;
  // A finished analysis may still carry a warning (a reach under the privacy floor: no audience).
  const warning = message && analysis.message !== PLANNING_ANALYSIS_MESSAGES.saved ? message : null;
  return (
    <Stack gap="xs" role="region" aria-label={t('result.of', { action: label })}>
      {warning && (
        <Alert color="orange" role="alert" p="xs">
          {warning}
        </Alert>
      )}
      {isPlaces(response) && <PlacesResult result={response} />}
      {isReach(response) && <ReachResult result={response} />}
      {isSaved(response) && <SavedResult result={response} />}
      {isGeoReport(response) && <GeoReportResult id={analysis.id} result={response} />}
    </Stack>
  );
}

function PlacesResult({ result }: { result: PlanningPlacesResult }) {
  const { t, i18n } = useTranslation('planning');
  const [page, setPage] = useState(1);
  const n = (v: number) => formatNumber(v, i18n.language);
  const parts = (['public', 'private', 'ooh', 'pos', 'geo'] as const).filter((part) => result[part] > 0);
  const rows = result.places.slice((page - 1) * PLACE_PAGE, page * PLACE_PAGE);
  return (
    <>
      <Text size="sm" fw={500}>
        {t('result.places_total', { count: result.total, formatted: n(result.total) })}
        {parts.length > 0 &&
          ` (${parts.map((p) => `${t(`result.parts.${p}`)} ${n(result[p])}`).join(' · ')})`}
      </Text>
      {result.truncated && (
        <Text size="xs" c="dimmed">
          {t('result.truncated', { shown: n(result.places.length) })}
        </Text>
      )}
      <Table striped withTableBorder fz="xs" aria-label={t('result.places_table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('result.columns.name')}</Table.Th>
            <Table.Th>{t('result.columns.category')}</Table.Th>
            <Table.Th>{t('result.columns.brand')}</Table.Th>
            <Table.Th>{t('result.columns.source')}</Table.Th>
            <Table.Th>{t('result.columns.position')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((place) => (
            <Table.Tr key={`${place.source}-${place.id}`}>
              <Table.Td>{place.name || t('result.no_name')}</Table.Td>
              <Table.Td>
                {place.category ?? '—'}
                {place.subcategory ? ` (${place.subcategory})` : ''}
              </Table.Td>
              <Table.Td>{place.brand ?? '—'}</Table.Td>
              <Table.Td>{t(`result.parts.${place.source}`)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {place.lat.toFixed(5)}, {place.lon.toFixed(5)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {result.places.length > PLACE_PAGE && (
        <Pagination
          size="xs"
          total={Math.ceil(result.places.length / PLACE_PAGE)}
          value={page}
          onChange={setPage}
          siblings={0}
          getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
        />
      )}
    </>
  );
}

function ReachResult({ result }: { result: PlanningReachResult }) {
  const { t, i18n } = useTranslation('planning');
  // Under the privacy floor a count is not shown, only that it is below it; an estimate says so.
  const count = (c: PlanningDeviceCount) =>
    c.below_floor || c.devices === null
      ? `< ${formatNumber(result.floor, i18n.language)}`
      : `${c.estimated ? '≈ ' : ''}${formatNumber(c.devices, i18n.language)}`;
  const anyEstimated = (['public', 'private', 'ooh', 'total'] as const).some((p) => result[p]?.estimated);
  // An empty total is a warning of no audience (a total under the floor comes with the server's message).
  const emptyTotal = !result.total.below_floor && result.total.devices === 0;
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('result.reach_of', {
          radius: result.radius,
          places: formatNumber(result.places, i18n.language),
          start: result.start_date,
          end: result.end_date,
          frequency: t(`frequencies.${result.frequency}`),
          timeZone: result.time_zone,
        })}
      </Text>
      <Table withTableBorder fz="sm" aria-label={t('result.reach_table')} maw={420}>
        <Table.Tbody>
          {(['public', 'private', 'ooh', 'total'] as const).map((part) => {
            // A part the selection has no places of is left out.
            const value = result[part];
            return (
              value && (
                <Table.Tr key={part} fw={part === 'total' ? 600 : undefined}>
                  <Table.Td>{t(`result.reach_parts.${part}`)}</Table.Td>
                  <Table.Td ta="right">{count(value)}</Table.Td>
                </Table.Tr>
              )
            );
          })}
        </Table.Tbody>
      </Table>
      {anyEstimated && (
        <Text size="xs" c="dimmed">
          {t('result.reach_estimated', { oneIn: result.sampled_one_in })}
        </Text>
      )}
      {emptyTotal && (
        <Alert color="orange" role="alert" p="xs">
          {t('analysis.no_audience')}
        </Alert>
      )}
    </>
  );
}

function SavedResult({ result }: { result: PlanningSavedResult }) {
  const { t } = useTranslation('planning');
  const to =
    result.kind === 'private_poi_layer' ? privatePoisPaths.edit(result.id) : customListsPaths.show(result.id);
  return (
    <Alert color="green" role="status" p="xs">
      {t(`result.saved_${result.kind}`, { count: result.places, name: result.name })}{' '}
      <Anchor component={Link} to={to} size="sm">
        {t('result.open')}
      </Anchor>
    </Alert>
  );
}

function GeoReportResult({ id, result }: { id: number; result: PlanningGeoReportResult }) {
  const { t, i18n } = useTranslation('planning');
  const [saving, setSaving] = useState(false);
  const n = (v: number) => formatNumber(v, i18n.language);
  const save = () => {
    setSaving(true);
    api
      .download(PLANNING_ANALYSIS_API.download(id), undefined, `geo-report-${id}.csv`)
      .catch(notifyError)
      .finally(() => setSaving(false));
  };
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {t('result.geo_report_of', {
          radius: result.radius,
          places: n(result.places),
          start: result.start_date,
          end: result.end_date,
          frequency: t(`frequencies.${result.frequency}`),
          timeZone: result.time_zone,
        })}
      </Text>
      <Text size="sm">
        {t('result.geo_report_rows', { count: result.rows, formatted: n(result.rows) })}
        {result.rows_below_floor > 0 &&
          ` ${t('result.geo_report_hidden', { count: result.rows_below_floor, formatted: n(result.rows_below_floor), floor: n(result.floor) })}`}
      </Text>
      <Text size="xs" c="dimmed">
        {result.data_complete_through
          ? t('result.complete_through', {
              at: formatDateTime(result.data_complete_through, { zone: result.time_zone, minutes: true }),
            })
          : t('result.no_data_yet')}
      </Text>
      {result.truncated && (
        <Alert color="orange" p="xs">
          {t('result.row_limit', { limit: n(PLANNING_ANALYSIS_LIMITS.maxReportRows) })}
        </Alert>
      )}
      {result.rows > 0 && (
        <Group>
          <Button size="xs" variant="light" loading={saving} onClick={save}>
            {t('result.download')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
