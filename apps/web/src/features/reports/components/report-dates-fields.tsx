import { REPORT_DATA_RANGES, REPORT_QUICK_RANGES, type ReportDataRange } from '@beacon/contracts';
import { Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/date.ts';
import { translateMessage } from '../../../ui/translate-message.ts';

const PRESETS = REPORT_DATA_RANGES.filter((r) => !(REPORT_QUICK_RANGES as readonly string[]).includes(r));

type Props = {
  range: ReportDataRange;
  start: string | null;
  end: string | null;
  /** The days the range covers (`YYYY-MM-DD`), shown when it is not custom. */
  covers: { start: string | null; end: string | null };
  /** The request's date error key (`errors.dates`), shown on the custom dates. */
  error: string | undefined;
  /** The latest day a custom range may end on. */
  maxDate?: string;
  onRange: (range: ReportDataRange) => void;
  /** Both custom days, whichever changed. */
  onDates: (dates: { start: string | null; end: string | null }) => void;
  /** `data-testid` of the days covered. */
  coversTestId: string;
};

/**
 * The dates of a report request (docs/REPORTS.md#requests): a quick range or a preset, the start and
 * end days of a custom one, otherwise the days the range covers. The cells of a form's grid.
 */
export function ReportDatesFields({
  range,
  start,
  end,
  covers,
  error,
  maxDate,
  onRange,
  onDates,
  coversTestId,
}: Props) {
  const { t } = useTranslation('reports');
  const option = (r: ReportDataRange) => ({ value: r, label: t(`ranges.${r}`) });
  const day = (date: string | null) => (date ? formatDate(date) : '…');
  const shown = error ? translateMessage(error) : undefined;
  return (
    <>
      <Select
        label={t('form.data_range')}
        withAsterisk
        data={[
          { group: t('form.quick_ranges'), items: REPORT_QUICK_RANGES.map(option) },
          { group: t('form.presets'), items: PRESETS.map(option) },
        ]}
        value={range}
        onChange={(value) => value && onRange(value as ReportDataRange)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        size="xs"
      />
      {range === 'custom' ? (
        <>
          <DatePickerInput
            label={t('form.start_date')}
            withAsterisk
            valueFormat="YYYY-MM-DD"
            firstDayOfWeek={1}
            value={start}
            onChange={(value) => onDates({ start: value || null, end })}
            maxDate={end ?? maxDate}
            popoverProps={{ withinPortal: true }}
            error={!start ? shown : undefined}
            size="xs"
          />
          <DatePickerInput
            label={t('form.end_date')}
            withAsterisk
            valueFormat="YYYY-MM-DD"
            firstDayOfWeek={1}
            value={end}
            onChange={(value) => onDates({ start, end: value || null })}
            minDate={start ?? undefined}
            maxDate={maxDate}
            popoverProps={{ withinPortal: true }}
            error={start || !end ? shown : undefined}
            size="xs"
          />
        </>
      ) : (
        <Stack gap={2}>
          <Text size="xs" fw={500} component="span">
            {t('form.covers')}
          </Text>
          <Text size="sm" data-testid={coversTestId}>
            {t('form.covers_dates', { start: day(covers.start), end: day(covers.end) })}
          </Text>
        </Stack>
      )}
    </>
  );
}
