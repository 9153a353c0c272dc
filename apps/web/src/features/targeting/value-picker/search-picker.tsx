import { TARGETING_SEARCH_MIN, type TargetingKey } from '@beacon/contracts';
import { CheckIcon, Combobox, Group, Loader, Pill, PillsInput, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasOptions, needsSearchMinimum, useTargetingOptions } from '../api/use-targeting-options.ts';
import { type PickedValue, pickedLabel } from './picked-value.ts';
import type { TargetingValuePickerProps } from './targeting-value-picker.tsx';

type Props = TargetingValuePickerProps & { targetingKey: TargetingKey };

/**
 * Pills of the chosen values over a search box; the dropdown lists the key's options for the
 * typed text (asked 250 ms after typing stops). Free-text keys also take what is typed on Enter.
 */
export function SearchPicker({
  targetingKey: key,
  value,
  onChange,
  byAttribute = null,
  maxValues,
  label,
  ariaLabel,
  error,
  disabled,
}: Props) {
  const { t } = useTranslation('targeting');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 250);
  const options = useTargetingOptions(key, term, byAttribute, combobox.dropdownOpened && !disabled);
  const typed = key.valueKind === 'text';
  // With 1 a pick replaces the value, so the picker never closes; 0 means no room at all.
  const full = maxValues !== undefined && maxValues !== 1 && value.length >= maxValues;
  const chosen = new Set(value.map((v) => v.value));

  const add = (picked: PickedValue) => {
    if (chosen.has(picked.value)) onChange(value.filter((v) => v.value !== picked.value));
    else if (maxValues === 1) onChange([picked]);
    else if (!full) onChange([...value, picked]);
    setSearch('');
  };
  const addTyped = () => {
    const text = search.trim();
    if (!typed || !text || chosen.has(text)) return;
    add({ value: text, value_name: text });
  };

  const rows = options.data ?? [];
  const placeholderKey = !hasOptions(key)
    ? 'picker.type_only_placeholder'
    : typed
      ? 'picker.type_placeholder'
      : 'picker.placeholder';
  const tooShort = needsSearchMinimum(key) && term.trim().length < TARGETING_SEARCH_MIN;
  const hint = !hasOptions(key)
    ? t('picker.type_and_enter')
    : tooShort
      ? t('search_too_short')
      : options.isError
        ? t('picker.options_failed')
        : options.isPending
          ? t('picker.loading')
          : rows.length === 0
            ? typed
              ? t('picker.nothing_found_enter')
              : t('picker.nothing_found')
            : null;

  return (
    <Combobox
      store={combobox}
      size="xs"
      onOptionSubmit={(id) => {
        const option = rows.find((o) => String(o.id) === id);
        if (option) add({ value: String(option.id), value_name: option.name });
      }}
      withinPortal
    >
      <Combobox.DropdownTarget>
        <PillsInput
          size="xs"
          label={label}
          error={error}
          disabled={disabled}
          onClick={() => combobox.openDropdown()}
          rightSection={options.isFetching ? <Loader size={12} /> : <Combobox.Chevron />}
        >
          <Pill.Group>
            {value.map((picked) => (
              <Pill
                key={picked.value}
                withRemoveButton={!disabled}
                removeButtonProps={{ 'aria-label': t('picker.remove', { name: pickedLabel(picked) }) }}
                onRemove={() => onChange(value.filter((v) => v.value !== picked.value))}
              >
                {pickedLabel(picked)}
              </Pill>
            ))}
            <Combobox.EventsTarget>
              <PillsInput.Field
                value={search}
                aria-label={ariaLabel ?? label}
                placeholder={value.length === 0 ? t(placeholderKey) : undefined}
                disabled={disabled || full}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                onChange={(event) => {
                  combobox.updateSelectedOptionIndex();
                  setSearch(event.currentTarget.value);
                  combobox.openDropdown();
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Backspace' && search.length === 0 && value.length > 0) {
                    event.preventDefault();
                    onChange(value.slice(0, -1));
                  }
                  // Enter with no option highlighted adds the typed text (free-text keys).
                  if (event.key === 'Enter' && combobox.getSelectedOptionIndex() < 0) {
                    event.preventDefault();
                    addTyped();
                  }
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown>
        <Combobox.Options mah={260} style={{ overflowY: 'auto' }}>
          {typed && search.trim() && !chosen.has(search.trim()) && (
            <Text size="xs" c="dimmed" px="xs" py={4}>
              {t('picker.enter_to_add', { text: search.trim() })}
            </Text>
          )}
          {hint ? (
            <Combobox.Empty>{hint}</Combobox.Empty>
          ) : (
            rows.map((option) => (
              <Combobox.Option
                value={String(option.id)}
                key={String(option.id)}
                active={chosen.has(String(option.id))}
              >
                <Group gap={6} wrap="nowrap">
                  {chosen.has(String(option.id)) && <CheckIcon size={10} />}
                  <span>{option.name}</span>
                </Group>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
