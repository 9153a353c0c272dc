import { ActionIcon, Popover, SegmentedControl, Select, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconFilter, IconFilterFilled } from '@tabler/icons-react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DebouncedTextInput } from './debounced-text-input.tsx';
import { numbersOnly } from './number-filter.ts';
import type { GridFilter } from './types.ts';

type Props = {
  filter: GridFilter;
  /** The column's translated title, used for accessible names. */
  title: string;
  value: string;
  onChange: (value: string) => void;
};

// Header clicks sort the column; clicks and keys inside the filter must not reach the header.
const stop = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();

/** The filter button of a column header and its pop-over with the input for this filter type. */
export function ColumnFilter({ filter, title, value, onChange }: Props) {
  const { t } = useTranslation('grid');
  const active = value !== '';
  return (
    <Popover withArrow shadow="md" trapFocus position="bottom-start" withinPortal>
      <Popover.Target>
        <ActionIcon
          size="xs"
          variant={active ? 'light' : 'subtle'}
          color={active ? 'blue' : 'gray'}
          aria-label={t('filter.label', { column: title })}
          aria-pressed={active}
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
          }}
          onKeyDown={stop}
        >
          {active ? <IconFilterFilled size={12} /> : <IconFilter size={12} />}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown onClick={stop} onKeyDown={stop} p="xs">
        <Stack gap="xs" w={220}>
          <FilterInput filter={filter} title={title} value={value} onChange={onChange} />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function FilterInput({ filter, title, value, onChange }: Props) {
  const { t } = useTranslation('grid');
  const label = t('filter.label', { column: title });
  switch (filter.type) {
    case 'text':
      return (
        <DebouncedTextInput
          size="xs"
          label={label}
          placeholder={t('filter.placeholder')}
          value={value}
          onCommit={onChange}
          clearLabel={t('filter.clear')}
          data-autofocus
        />
      );
    case 'number':
      return (
        <DebouncedTextInput
          size="xs"
          label={label}
          placeholder={t('filter.number_placeholder')}
          inputMode="numeric"
          value={value}
          onCommit={(next) => onChange(numbersOnly(next))}
          clearLabel={t('filter.clear')}
          data-autofocus
        />
      );
    case 'select':
      return (
        <Select
          size="xs"
          label={label}
          placeholder={t('filter.all')}
          data={filter.options}
          value={value || null}
          onChange={(next) => onChange(next ?? '')}
          clearable
          searchable
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
      );
    case 'date': {
      const [from = '', to = ''] = value.split(',');
      return (
        <DatePickerInput
          type="range"
          size="xs"
          label={label}
          placeholder={t('filter.date_placeholder')}
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
    case 'boolean':
      return (
        <SegmentedControl
          size="xs"
          aria-label={label}
          value={value}
          onChange={onChange}
          data={[
            { value: '', label: t('filter.all') },
            { value: '1', label: t('filter.yes') },
            { value: '0', label: t('filter.no') },
          ]}
        />
      );
  }
}
