import { PLANNING_ANALYSIS_LIMITS } from '@beacon/contracts';
import { Group, MultiSelect, NumberInput, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { FREQUENCIES, HOURS, REACH_RADII, type ReachOptions, WEEKDAYS } from '../model/reach-options.ts';

/** The radius, dates and day/hour preset of a reach. */
export function ReachFields({
  value,
  onChange,
}: {
  value: ReachOptions;
  onChange: (next: ReachOptions) => void;
}) {
  const { t } = useTranslation('planning');
  return (
    <Group gap="xs" align="flex-end">
      <Select
        size="xs"
        w={110}
        label={t('reach.radius')}
        data={REACH_RADII.map((r) => ({ value: String(r), label: `${r} m` }))}
        value={String(value.radius)}
        onChange={(radius) => radius && onChange({ ...value, radius: Number(radius) })}
        allowDeselect={false}
      />
      <DatePickerInput
        type="range"
        size="xs"
        w={220}
        label={t('reach.dates')}
        valueFormat="YYYY-MM-DD"
        value={[value.start, value.end]}
        onChange={(range) => {
          const [start, end] = range as [string | null, string | null];
          onChange({ ...value, start, end });
        }}
        allowSingleDateInRange
      />
      <Select
        size="xs"
        w={150}
        label={t('reach.frequency')}
        data={FREQUENCIES.map((f) => ({ value: f, label: t(`frequencies.${f}`) }))}
        value={value.frequency}
        onChange={(frequency) =>
          frequency && onChange({ ...value, frequency: frequency as ReachOptions['frequency'] })
        }
        allowDeselect={false}
      />
      {value.frequency === 'custom' && (
        <>
          <MultiSelect
            size="xs"
            w={200}
            label={t('reach.days')}
            data={WEEKDAYS.map((d) => ({ value: String(d), label: t(`weekdays.${d}`) }))}
            value={value.days.map(String)}
            onChange={(days) => onChange({ ...value, days: days.map(Number) })}
          />
          <MultiSelect
            size="xs"
            w={200}
            label={t('reach.hours')}
            data={HOURS.map((h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00` }))}
            value={value.hours.map(String)}
            onChange={(hours) => onChange({ ...value, hours: hours.map(Number) })}
          />
        </>
      )}
    </Group>
  );
}

/** The name of the layer or list an action writes. */
export function NameField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <TextInput
      size="xs"
      w={220}
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      maxLength={255}
    />
  );
}

/** The radius of every place of a geo-fencing list, 0.001 to 50 km. */
export function RadiusKmField({
  value,
  onChange,
}: {
  value: number | '';
  onChange: (v: number | '') => void;
}) {
  const { t } = useTranslation('planning');
  return (
    <NumberInput
      size="xs"
      w={140}
      label={t('geo_fencing.radius')}
      min={PLANNING_ANALYSIS_LIMITS.radiusMinKm}
      max={PLANNING_ANALYSIS_LIMITS.radiusMaxKm}
      step={0.1}
      decimalScale={3}
      suffix=" km"
      value={value}
      onChange={(v) => onChange(typeof v === 'number' ? v : '')}
    />
  );
}
