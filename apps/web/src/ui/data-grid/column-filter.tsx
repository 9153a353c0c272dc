import { ActionIcon, Popover, SegmentedControl, Select, Stack } from '@mantine/core';
import { IconFilter, IconFilterFilled } from '@tabler/icons-react';
import { type KeyboardEvent, lazy, type MouseEvent, Suspense, useEffect } from 'react';
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

// The date picker (Mantine's calendar) is not part of a list's first load: a grid with a date column
// fetches it once it has rendered, before anyone opens that filter.
const loadDateRangeFilter = () => import('./date-range-filter.tsx');
const DateRangeFilter = lazy(() =>
  loadDateRangeFilter().then((module) => ({ default: module.DateRangeFilter })),
);

// Header clicks sort the column; clicks and keys inside the filter must not reach the header.
const stop = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();

/** The filter button of a column header and its pop-over with the input for this filter type. */
export function ColumnFilter({ filter, title, value, onChange }: Props) {
  const { t } = useTranslation('grid');
  const active = value !== '';
  useEffect(() => {
    if (filter.type === 'date') void loadDateRangeFilter();
  }, [filter.type]);
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
    case 'date':
      return (
        <Suspense fallback={null}>
          <DateRangeFilter
            label={label}
            placeholder={t('filter.date_placeholder')}
            value={value}
            onChange={onChange}
          />
        </Suspense>
      );
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
