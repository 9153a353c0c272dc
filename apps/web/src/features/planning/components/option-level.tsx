import { PLANNING_SEARCH_MIN, type PlanningItem } from '@beacon/contracts';
import { Checkbox, Group, Loader, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format/number.ts';
import { OPTION_PAGE_SIZE, usePlanningOptions } from '../api/use-planning-options.ts';
import type { Level } from '../model/levels.ts';
import { itemState, levelFilters, type WizardState } from '../model/wizard.ts';

/** Searches wait this long after the last key (spec §9). */
export const SEARCH_DEBOUNCE_MS = 500;

type Props = {
  level: Level;
  state: WizardState;
  onToggle: (item: PlanningItem) => void;
};

/**
 * The values of one level, ten a page, most common first: a search from 3 characters, the
 * select-all entry on top (the like-names entry while searching), each value unselected, selected,
 * or checked by a chosen select-all entry.
 */
export function OptionLevel({ level, state, onToggle }: Props) {
  const { t, i18n } = useTranslation('planning');
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const filters = levelFilters(state, level.list);
  // A new search or new parent choices start again from the first page: the page is kept with the
  // query it belongs to.
  const queryKey = JSON.stringify([term, filters, state.quintile]);
  const [paging, setPaging] = useState({ queryKey, page: 1 });
  const page = paging.queryKey === queryKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ queryKey, page: next });
  const searching = term.length >= PLANNING_SEARCH_MIN;
  const query = usePlanningOptions(
    level.list,
    {
      country: state.country ?? 0,
      page,
      search: searching ? term : '',
      filters,
      quintile: level.list.startsWith('pos-') ? state.quintile : null,
    },
    state.country !== null,
  );
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data._total_records / OPTION_PAGE_SIZE)) : 1;
  const name = t(`levels.${level.list}`);
  return (
    <Stack gap={6}>
      <TextInput
        size="xs"
        aria-label={t('search_in', { level: name })}
        placeholder={t('search_placeholder')}
        leftSection={<IconSearch size={14} />}
        rightSection={query.isFetching ? <Loader size={14} aria-label={t('loading')} /> : null}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        error={
          search.trim().length > 0 && search.trim().length < PLANNING_SEARCH_MIN
            ? t('search_too_short')
            : null
        }
      />
      <Stack gap={2} role="group" aria-label={name} aria-busy={query.isFetching}>
        {data?.results.map((item) => {
          const shown = itemState(state, level.list, item);
          return (
            <Group key={item.identifier} justify="space-between" wrap="nowrap" gap="xs">
              <Checkbox
                size="xs"
                checked={shown !== 'unselected'}
                // A value covered by a chosen select-all entry shows checked but is not chosen itself.
                indeterminate={shown === 'checked'}
                data-state={shown}
                onChange={() => onToggle(item)}
                label={
                  item.all ? (item.term ? t('like_names', { term: item.term }) : t('select_all')) : item.value
                }
                description={
                  item.extra && !item.all && item.type !== 'pos-macro-categories' ? item.extra : undefined
                }
              />
              {item.count !== null && (
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatNumber(item.count, i18n.language)}
                </Text>
              )}
            </Group>
          );
        })}
        {data && data.results.length === 0 && (
          <Text size="xs" c="dimmed">
            {t('no_values')}
          </Text>
        )}
        {query.isError && (
          <Text size="xs" c="red" role="alert">
            {t('load_failed')}
          </Text>
        )}
      </Stack>
      {pages > 1 && (
        <Pagination
          size="xs"
          total={pages}
          value={page}
          onChange={setPage}
          siblings={0}
          getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
        />
      )}
    </Stack>
  );
}
