import { LOOKALIKE_COLUMNS, LOOKALIKE_STATUSES, type Lookalike } from '@beacon/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../lib/format/number.ts';
import { columnFactory, type GridColumn } from '../../../ui/data-grid/index.ts';
import { useLookalikeCountries } from '../api/use-lookalike-lookups.ts';
import { LookalikeStatusBadge, SegmentStateBadge } from '../components/lookalike-status-badge.tsx';
import { lookalikesPaths } from '../paths.ts';

type Column = GridColumn<Lookalike>;
const column = columnFactory<Lookalike>('lookalikes', LOOKALIKE_COLUMNS);

/**
 * The lookalikes grid's columns (docs/REQUIREMENTS.md#lookalikes; seed, degree, status and dates on request).
 */
export function useLookalikeColumns(): Column[] {
  const { t, i18n } = useTranslation('lookalikes');
  const countries = useLookalikeCountries().data;
  const language = i18n.language;

  return useMemo(() => {
    const number = numberFormat(language);
    const countryNames = new Map((countries ?? []).map((c) => [c.id, c.name]));
    return [
      column('id', { filter: { type: 'number' }, width: 'identifier' }),
      column('external_id', { filter: { type: 'number' }, width: 115 }),
      column('name', { filter: { type: 'text' }, href: (row) => lookalikesPaths.progress(row.id) }),
      column('campaign_id', { filter: { type: 'number' }, width: 115 }),
      column('campaign_name'),
      column('country_name', {
        filterField: 'country_id',
        filter: {
          type: 'select',
          options: (countries ?? []).map((c) => ({ value: String(c.id), label: c.name })),
        },
        // The world's list speaks the reader's language; the row's name is the stored one.
        render: (row) => countryNames.get(row.country_id) ?? row.country_name,
      }),
      column('segment_name'),
      column('size', { width: 'id', render: (row) => number.format(row.size) }),
      column('total_users', { width: 'id', render: (row) => number.format(row.total_users) }),
      column('seed_segment_name'),
      column('degree', { width: 'min', filter: { type: 'number' } }),
      column('status', {
        filter: {
          type: 'select',
          options: LOOKALIKE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        },
        render: (row) => <LookalikeStatusBadge status={row.status} />,
      }),
      column('advertiser_name'),
      column('created_by_name'),
      column('created_at', { type: 'date' }),
      column('updated_at', { type: 'date' }),
      column('active', {
        filter: { type: 'boolean' },
        width: 'active',
        render: (row) => <SegmentStateBadge active={row.active} />,
      }),
    ];
  }, [countries, language, t]);
}
