import {
  type ListOption,
  OOH_DISTANCES_M,
  PRIVATE_POI_API,
  REPORT_FILE_TYPES,
  REPORT_TIME_ZONES,
  type ReportDataRange,
  type ReportTypeCode,
  type ReportTypeRow,
  reportType,
} from '@beacon/contracts';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { api } from '../../../lib/api/client.ts';
import { numberFormat } from '../../../lib/format/number.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { privatePoiKeys } from '../../private-pois/api/private-poi-keys.ts';
import { usePlaceCategories, useReportFields } from '../api/use-report-lookups.ts';
import { typeName } from '../model/labels.ts';
import { type ChainLevel, draftDates, offeredYears, type ReportDraft } from '../model/report-draft.ts';
import type { ReportErrorField } from '../model/report-errors.ts';
import { ChainFilters } from './chain-filters.tsx';
import { FieldChecklist } from './field-checklist.tsx';
import { ReportDatesFields } from './report-dates-fields.tsx';

export type ReportFormHandlers = {
  onType: (code: ReportTypeCode) => void;
  onYear: (year: number) => void;
  onRange: (range: ReportDataRange) => void;
  onChange: (patch: Partial<ReportDraft>) => void;
  onChain: (level: ChainLevel, ids: number[]) => void;
  onPrune: (level: ChainLevel, offered: number[]) => void;
};

type Props = ReportFormHandlers & {
  draft: ReportDraft;
  today: string;
  types: ReportTypeRow[] | undefined;
  /** Shown once the reader tried to run the report. */
  errors: Partial<Record<ReportErrorField, string>>;
  onSubmit: () => void;
  running: boolean;
  /** Without `Report:create_report` the form can be filled but not run. */
  canRun: boolean;
  /** Replaces the report-type select (the on-demand form picks its own types). */
  typePicker?: ReactNode;
  /** The submit button's text and icon, and buttons before it. */
  submitLabel?: string;
  submitIcon?: ReactNode;
  /** Why the form cannot be submitted without the permission (reports by default). */
  cannotRunText?: string;
  actions?: ReactNode;
};

/**
 * The report configuration (docs/REQUIREMENTS.md#reports), one section per step of the type's
 * `sections`: the report type with its year, dates, time zone and file; the filters; the
 * dimensions; the metrics.
 */
export function ReportForm(props: Props) {
  const { draft, types, errors, onSubmit, running, canRun } = props;
  const { t } = useTranslation('reports');
  const dimensions = useReportFields('dimensions', draft.report_type);
  const metrics = useReportFields('metrics', draft.report_type);
  const definition = draft.report_type ? reportType(draft.report_type) : null;
  const sections = definition?.sections ?? ['report_type'];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('form.title')}>
      <Stack gap="sm">
        <TypeSection {...props} types={types} />
        {definition && sections.includes('filters') && <FiltersSection {...props} />}
        {definition && sections.includes('dimensions') && (
          <Fieldset legend={<Required>{t('form.sections.dimensions')}</Required>} variant="filled" p="sm">
            <FieldChecklist
              label={t('form.dimensions')}
              fields={dimensions.data}
              loading={dimensions.isPending}
              value={draft.dimensions}
              onChange={(codes) => props.onChange({ dimensions: codes })}
              error={errors.dimensions}
            />
          </Fieldset>
        )}
        {definition && sections.includes('metrics') && (
          <Fieldset legend={<Required>{t('form.sections.metrics')}</Required>} variant="filled" p="sm">
            <FieldChecklist
              label={t('form.metrics')}
              fields={metrics.data}
              loading={metrics.isPending}
              value={draft.metrics}
              onChange={(codes) => props.onChange({ metrics: codes })}
              error={errors.metrics}
            />
          </Fieldset>
        )}
        {definition && (
          <Group justify="flex-end" gap="sm">
            {!canRun && (
              <Text size="xs" c="dimmed">
                {props.cannotRunText ?? t('form.cannot_run')}
              </Text>
            )}
            {props.actions}
            <Button
              type="submit"
              loading={running}
              disabled={!canRun}
              leftSection={props.submitIcon ?? <IconPlayerPlay size={14} />}
            >
              {props.submitLabel ?? (definition.kind === 'direct' ? t('form.run_direct') : t('form.run'))}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

function TypeSection({ draft, today, types, errors, onType, onYear, onRange, onChange, typePicker }: Props) {
  const { t } = useTranslation('reports');
  const dates = draftDates(draft, today);
  return (
    <Fieldset legend={t('form.sections.report_type')} variant="filled" p="sm">
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
          {typePicker ?? (
            <Select
              label={t('form.report_type')}
              placeholder={t('form.choose_type')}
              withAsterisk
              data={(types ?? []).map((row) => ({
                value: row.code,
                label: typeName(row.code),
                disabled: !row.allowed,
              }))}
              value={draft.report_type}
              onChange={(value) => value && onType(value as ReportTypeCode)}
              allowDeselect={false}
              searchable
              comboboxProps={{ withinPortal: true }}
              error={errors.report_type ? translateMessage(errors.report_type) : undefined}
              size="xs"
            />
          )}
          <Labelled label={t('form.year')}>
            <SegmentedControl
              size="xs"
              aria-label={t('form.year')}
              data={offeredYears(today).map(String)}
              value={String(draft.report_year)}
              onChange={(value) => onYear(Number(value))}
              disabled={!draft.report_type}
            />
          </Labelled>
          <Labelled label={t('form.time_zone')}>
            <SegmentedControl
              size="xs"
              aria-label={t('form.time_zone')}
              data={REPORT_TIME_ZONES.map((z) => ({ value: z, label: t(`time_zones.${z}`) }))}
              value={draft.time_zone}
              onChange={(value) => onChange({ time_zone: value as ReportDraft['time_zone'] })}
            />
          </Labelled>
          <Labelled label={t('form.file_type')}>
            <SegmentedControl
              size="xs"
              aria-label={t('form.file_type')}
              data={REPORT_FILE_TYPES.map((f) => ({ value: f, label: f.toUpperCase() }))}
              value={draft.type}
              onChange={(value) => onChange({ type: value as ReportDraft['type'] })}
            />
          </Labelled>
        </SimpleGrid>
        {draft.report_type && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
            <ReportDatesFields
              range={draft.data_range}
              start={draft.start_date}
              end={draft.end_date}
              covers={dates}
              error={errors.dates}
              onRange={onRange}
              onDates={(d) => onChange({ start_date: d.start, end_date: d.end })}
              coversTestId="report-dates"
            />
          </SimpleGrid>
        )}
      </Stack>
    </Fieldset>
  );
}

/** Filters: the account, the campaign chain and the type's own fields. */
function FiltersSection({ draft, errors, onChain, onPrune, onChange }: Props) {
  const { t } = useTranslation('reports');
  const requires = draft.report_type ? reportType(draft.report_type).requires : [];
  return (
    <Fieldset legend={t('form.sections.filters')} variant="filled" p="sm">
      <Stack gap="xs">
        {errors.account && (
          <Alert color="red" p="xs">
            {translateMessage(errors.account)}
          </Alert>
        )}
        <ChainFilters
          chosen={draft}
          onChange={onChain}
          onPrune={onPrune}
          errors={{ campaigns: errors.campaigns }}
          required={{ campaigns: requires.includes('campaign') }}
        />
        {(requires.includes('layer_name') ||
          requires.includes('ooh_layer_name') ||
          requires.includes('ooh_distance')) && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
            {requires.includes('layer_name') && (
              <LayerField
                value={draft.layer_name}
                onChange={(value) => onChange({ layer_name: value })}
                error={errors.layer_name}
              />
            )}
            {requires.includes('ooh_layer_name') && (
              <PlaceCategorySelect
                kind="ooh"
                label={t('form.ooh_layer_name')}
                description={t('form.ooh_layer_hint')}
                value={draft.ooh_layer_name}
                onChange={(value) => onChange({ ooh_layer_name: value })}
                error={errors.ooh_layer_name}
              />
            )}
            {requires.includes('ooh_distance') && (
              <Select
                label={t('form.ooh_distance')}
                withAsterisk
                data={OOH_DISTANCES_M.map((m) => ({ value: String(m), label: t('form.metres', { m }) }))}
                value={draft.ooh_distance === null ? null : String(draft.ooh_distance)}
                onChange={(value) => onChange({ ooh_distance: value === null ? null : Number(value) })}
                comboboxProps={{ withinPortal: true }}
                error={errors.ooh_distance ? translateMessage(errors.ooh_distance) : undefined}
                size="xs"
              />
            )}
          </SimpleGrid>
        )}
      </Stack>
    </Fieldset>
  );
}

/** The prefix of a public POI category in `layer_name` (docs/REQUIREMENTS.md#reports). */
const CATEGORY_PREFIX = 'category:';

/**
 * The store-attribution layer: one of the account's private POI layers (its id), or a public POI
 * category of the world, sent as `category:<name>`.
 */
function LayerField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('reports');
  const canList = useAppAbility().can('index', 'PrivatePoi');
  const [source, setSource] = useState<'private' | 'category'>(() =>
    !canList || value?.startsWith(CATEGORY_PREFIX) ? 'category' : 'private',
  );
  const layers = useQuery({
    queryKey: privatePoiKeys.of('list', 'report_options'),
    queryFn: ({ signal }) =>
      api.get<ListOption[]>(PRIVATE_POI_API.list, {
        params: { mode: 'list', sort: 'layer_name', order: 'asc' },
        signal,
        concurrent: true,
      }),
    enabled: canList,
    staleTime: 60_000,
  });
  const shownError = error ? translateMessage(error) : undefined;
  return (
    <>
      {canList && (
        <Labelled label={t('form.layer_source')}>
          <SegmentedControl
            size="xs"
            aria-label={t('form.layer_source')}
            fullWidth
            data={[
              { value: 'private', label: t('form.layer_private') },
              { value: 'category', label: t('form.layer_category') },
            ]}
            value={source}
            onChange={(next) => {
              setSource(next as 'private' | 'category');
              onChange(null);
            }}
          />
        </Labelled>
      )}
      {source === 'private' ? (
        <Select
          label={t('form.layer_name')}
          withAsterisk
          searchable
          data={(layers.data ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
          value={value}
          onChange={onChange}
          nothingFoundMessage={layers.isPending ? t('form.loading') : t('form.no_layers')}
          comboboxProps={{ withinPortal: true }}
          error={shownError}
          size="xs"
        />
      ) : (
        <PlaceCategorySelect
          kind="poi"
          label={t('form.layer_category_name')}
          description={t('form.layer_category_hint')}
          value={value?.startsWith(CATEGORY_PREFIX) ? value.slice(CATEGORY_PREFIX.length) : null}
          onChange={(name) => onChange(name ? `${CATEGORY_PREFIX}${name}` : null)}
          error={error}
        />
      )}
    </>
  );
}

/** A category of the world's public POIs or OOH sites, chosen from those there are (most places first). */
function PlaceCategorySelect({
  kind,
  label,
  description,
  value,
  onChange,
  error,
}: {
  kind: 'poi' | 'ooh';
  label: string;
  description: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error: string | undefined;
}) {
  const { t, i18n } = useTranslation('reports');
  const categories = usePlaceCategories(kind, true);
  const count = numberFormat(i18n.language);
  return (
    <Select
      label={label}
      description={description}
      withAsterisk
      searchable
      data={(categories.data ?? []).map((c) => ({
        value: c.category,
        label: t('form.place_category', { name: c.category, count: count.format(c.places) }),
      }))}
      value={value}
      onChange={onChange}
      nothingFoundMessage={categories.isPending ? t('form.loading') : t('form.no_categories')}
      comboboxProps={{ withinPortal: true }}
      error={error ? translateMessage(error) : undefined}
      size="xs"
    />
  );
}

/** A section title whose choice is required, marked as the required fields are. */
function Required({ children }: { children: ReactNode }) {
  return (
    <>
      {children}{' '}
      <Text span c="red" aria-hidden>
        *
      </Text>
    </>
  );
}

/** A label above a control that has none of its own (segmented controls). */
function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={500} component="span">
        {label}
      </Text>
      {children}
    </Stack>
  );
}
