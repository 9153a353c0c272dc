import { DatePickerInput } from '@mantine/dates';

type Props = { label: string; placeholder: string; value: string; onChange: (value: string) => void };

/** A date column's filter: a range of days, kept as `from,to` (either side may be empty). */
export function DateRangeFilter({ label, placeholder, value, onChange }: Props) {
  const [from = '', to = ''] = value.split(',');
  return (
    <DatePickerInput
      type="range"
      size="xs"
      label={label}
      placeholder={placeholder}
      valueFormat="YYYY-MM-DD"
      value={[from || null, to || null]}
      onChange={([start, end]) => onChange(start || end ? `${start ?? ''},${end ?? ''}` : '')}
      allowSingleDateInRange
      clearable
      popoverProps={{ withinPortal: false }}
      data-autofocus
    />
  );
}
