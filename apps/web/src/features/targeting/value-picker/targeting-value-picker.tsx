import { targetingKeyById } from '@beacon/contracts';
import { Chip, Group, Input } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PickedValue } from './picked-value.ts';
import { SearchPicker } from './search-picker.tsx';

export type TargetingValuePickerProps = {
  keyId: number;
  value: PickedValue[];
  onChange(value: PickedValue[]): void;
  /** App name and site: the attribute the values are matched by (changes what the search offers). */
  byAttribute?: string | null;
  /** At most this many values (0: none can be added); with 1, choosing another value replaces the current one. */
  maxValues?: number;
  label?: string;
  /** Names the picker for assistive technology when no visible label is shown (e.g. under a column heading). */
  ariaLabel?: string;
  error?: string;
  disabled?: boolean;
};

/**
 * Picks values of one targeting key from the key's own source (its value kind in the registry):
 * Yes/No for booleans; a searchable list of options for lookups, custom lists of the key's type,
 * segments and hour slots; search plus typed entry (Enter adds) for free-text keys.
 */
export function TargetingValuePicker(props: TargetingValuePickerProps) {
  const key = targetingKeyById(props.keyId);
  if (!key) return null;
  if (key.valueKind === 'boolean') return <BooleanPicker {...props} />;
  return <SearchPicker {...props} targetingKey={key} />;
}

/** topframe and rewarded: two chips, stored as 'true'/'false'. */
function BooleanPicker({
  value,
  onChange,
  maxValues,
  label,
  ariaLabel,
  error,
  disabled,
}: TargetingValuePickerProps) {
  const { t } = useTranslation('targeting');
  const options: PickedValue[] = [
    { value: 'true', value_name: t('picker.yes') },
    { value: 'false', value_name: t('picker.no') },
  ];
  const chosen = new Set(value.map((v) => v.value));
  const toggle = (option: PickedValue) => {
    if (chosen.has(option.value)) onChange(value.filter((v) => v.value !== option.value));
    else if (maxValues === 1) onChange([option]);
    else if (maxValues === undefined || value.length < maxValues) onChange([...value, option]);
  };
  return (
    <Input.Wrapper label={label} error={error} size="xs">
      <Group gap={6} mt={2} role="group" aria-label={ariaLabel ?? label}>
        {options.map((option) => (
          <Chip
            key={option.value}
            size="xs"
            checked={chosen.has(option.value)}
            disabled={disabled}
            onChange={() => toggle(option)}
          >
            {option.value_name}
          </Chip>
        ))}
      </Group>
    </Input.Wrapper>
  );
}
