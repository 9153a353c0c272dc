import { REPORT_LIMITS, REPORT_SCHEDULER_TYPES, type ReportSchedulerType } from '@beacon/contracts';
import {
  Checkbox,
  Fieldset,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../ui/translate-message.ts';
import type { ScheduleDraft, ScheduleErrorField } from '../model/schedule-draft.ts';
import { describeTimeZone, hourLabel, inZone, weekdayNames } from '../model/schedule-labels.ts';

type Props = {
  value: ScheduleDraft;
  onChange: (patch: Partial<ScheduleDraft>) => void;
  /** Shown once the reader tried to save. */
  errors: Partial<Record<ScheduleErrorField, string>>;
  /** A saved schedule's next run (ISO), read in its own zone. */
  nextRun?: string | null;
};

/** Every IANA zone the browser knows, with the chosen one kept even when it does not. */
function zoneOptions(chosen: string) {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(chosen) ? zones : [chosen, ...zones];
}

/**
 * The scheduler step of a schedule (docs/REPORTS.md#schedules): how often and at which hour of
 * which time zone it runs, between which dates, and the e-mail it is sent in.
 */
export function ScheduleFields({ value, onChange, errors, nextRun }: Props) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const zones = useMemo(
    () =>
      zoneOptions(value.schedule_time_zone).map((zone) => ({
        value: zone,
        label: describeTimeZone(zone, language),
      })),
    [value.schedule_time_zone, language],
  );
  const error = (field: ScheduleErrorField) => {
    const key = errors[field];
    return key ? translateMessage(key, { max: REPORT_LIMITS.emailSubjectMax }) : undefined;
  };
  const recipients = (field: 'to' | 'cc' | 'bcc', required = false) => (
    <TagsInput
      label={t(`schedules.form.${field}`)}
      withAsterisk={required && !value.include_account_email}
      value={value[field]}
      onChange={(values) => onChange({ [field]: values.map((v) => v.trim()).filter(Boolean) })}
      splitChars={[',', ' ', ';']}
      acceptValueOnBlur
      clearable
      error={error(field)}
      size="xs"
    />
  );
  return (
    <Fieldset legend={t('schedules.form.section')} variant="filled" p="sm">
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
          <Stack gap={2}>
            <Text size="xs" fw={500} component="span">
              {t('schedules.form.frequency')}
            </Text>
            <SegmentedControl
              size="xs"
              aria-label={t('schedules.form.frequency')}
              data={REPORT_SCHEDULER_TYPES.map((type) => ({
                value: type,
                label: t(`schedules.frequencies.${type}`),
              }))}
              value={value.scheduler_type}
              onChange={(next) => onChange({ scheduler_type: next as ReportSchedulerType })}
            />
          </Stack>
          {value.scheduler_type === 'weekly' && (
            <Select
              label={t('schedules.form.weekday')}
              withAsterisk
              data={weekdayNames(language).map((name, index) => ({ value: String(index + 1), label: name }))}
              value={String(value.weekday)}
              onChange={(next) => next && onChange({ weekday: Number(next) })}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              error={error('weekday')}
              size="xs"
            />
          )}
          {value.scheduler_type === 'monthly' && (
            <Select
              label={t('schedules.form.month_day')}
              description={t('schedules.form.month_day_hint')}
              withAsterisk
              data={Array.from({ length: 31 }, (_, i) => String(i + 1))}
              value={String(value.month_day)}
              onChange={(next) => next && onChange({ month_day: Number(next) })}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              error={error('month_day')}
              size="xs"
            />
          )}
          <Select
            label={t('schedules.form.hour')}
            withAsterisk
            data={Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: hourLabel(hour) }))}
            value={String(value.hour)}
            onChange={(next) => next && onChange({ hour: Number(next) })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            error={error('hour')}
            size="xs"
          />
          <Select
            label={t('schedules.form.time_zone')}
            withAsterisk
            searchable
            data={zones}
            value={value.schedule_time_zone}
            onChange={(next) => next && onChange({ schedule_time_zone: next })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            error={error('schedule_time_zone')}
            size="xs"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
          <DatePickerInput
            label={t('schedules.form.start_date')}
            withAsterisk
            valueFormat="YYYY-MM-DD"
            firstDayOfWeek={1}
            value={value.schedule_start_date}
            onChange={(next) => onChange({ schedule_start_date: next || null })}
            maxDate={value.schedule_end_date ?? undefined}
            popoverProps={{ withinPortal: true }}
            error={error('schedule_start_date')}
            size="xs"
          />
          <DatePickerInput
            label={t('schedules.form.end_date')}
            withAsterisk
            valueFormat="YYYY-MM-DD"
            firstDayOfWeek={1}
            value={value.schedule_end_date}
            onChange={(next) => onChange({ schedule_end_date: next || null })}
            minDate={value.schedule_start_date ?? undefined}
            popoverProps={{ withinPortal: true }}
            error={error('schedule_end_date')}
            size="xs"
          />
          <TextInput
            label={t('schedules.form.subject')}
            withAsterisk
            value={value.email_subject}
            onChange={(event) => onChange({ email_subject: event.currentTarget.value })}
            description={t('email.subject_hint', {
              count: value.email_subject.length,
              max: REPORT_LIMITS.emailSubjectMax,
            })}
            error={error('email_subject')}
            size="xs"
            style={{ gridColumn: 'span 2' }}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
          {recipients('to', true)}
          {recipients('cc')}
          {recipients('bcc')}
        </SimpleGrid>
        <Checkbox
          label={t('schedules.form.include_account_email')}
          checked={value.include_account_email}
          onChange={(event) => onChange({ include_account_email: event.currentTarget.checked })}
          size="xs"
        />
        <TextInput
          label={t('dashboards.looker_url')}
          description={t('dashboards.looker_url_hint')}
          placeholder="https://"
          type="url"
          value={value.looker_url}
          onChange={(event) => onChange({ looker_url: event.currentTarget.value })}
          error={error('looker_url')}
          size="xs"
        />
        {nextRun && (
          <Text size="xs" c="dimmed" data-testid="schedule-next-run">
            {t('schedules.form.next_run', { when: inZone(nextRun, value.schedule_time_zone) })}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
