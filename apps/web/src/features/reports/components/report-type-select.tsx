import type { ReportListEntry, ReportTypeRow } from '@beacon/contracts';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../ui/translate-message.ts';
import { typeName } from '../model/labels.ts';

type Props = {
  types: ReportTypeRow[] | undefined;
  /** The dashboard types of the report lists call (`002` §3.2), after the report types. */
  dashboards: ReportListEntry[] | undefined;
  value: string | null;
  onChange: (code: string) => void;
  error: string | undefined;
};

/** The report type select of the Report screen: the types the server runs, then the dashboard types. */
export function ReportTypeSelect({ types, dashboards, value, onChange, error }: Props) {
  const { t } = useTranslation('reports');
  const reports = (types ?? []).map((row) => ({
    value: row.code,
    label: typeName(row.code),
    disabled: !row.allowed,
  }));
  const boards = (dashboards ?? []).map((entry) => ({ value: entry.code, label: typeName(entry.code) }));
  return (
    <Select
      label={t('form.report_type')}
      placeholder={t('form.choose_type')}
      withAsterisk
      data={
        boards.length
          ? [
              { group: t('form.type_groups.reports'), items: reports },
              { group: t('form.type_groups.dashboards'), items: boards },
            ]
          : reports
      }
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      searchable
      comboboxProps={{ withinPortal: true }}
      error={error ? translateMessage(error) : undefined}
      size="xs"
    />
  );
}
