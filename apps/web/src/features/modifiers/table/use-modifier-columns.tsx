import { MODIFIER_COLUMNS, MODIFIER_TYPES, type Modifier } from '@beacon/contracts';
import { Badge } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../lib/format/number.ts';
import { columnFactory, type GridColumn } from '../../../ui/data-grid/index.ts';
import { useAdvertiserOptions } from '../../advertisers/api/use-advertiser.ts';
import { modifierTypeCode } from '../form/modifier-form-values.ts';
import { useModifierPermissions } from '../modifier-permissions.ts';
import { modifiersPaths } from '../paths.ts';

type Column = GridColumn<Modifier>;
const column = columnFactory<Modifier>('modifiers', MODIFIER_COLUMNS);

/**
 * The modifiers grid's columns (default columns and filters, docs/REQUIREMENTS.md#modifiers; the rest on
 * request).
 */
export function useModifierColumns(): Column[] {
  const { t, i18n } = useTranslation('modifiers');
  const language = i18n.language;
  const advertisers = useAdvertiserOptions().data;
  const permissions = useModifierPermissions();
  return useMemo(() => {
    const number = numberFormat(language);
    // Only a kind the user may edit links to the form; the others stay plain text.
    const editable = (row: Modifier) => permissions.update[modifierTypeCode(row.modifier_type_id)];
    return [
      column('id', { filter: { type: 'number' }, filterField: 'modifiers.id', width: 'identifier' }),
      column('external_id', { filter: { type: 'number' }, width: 115 }),
      column('name', {
        filter: { type: 'text' },
        filterField: 'modifiers.name',
        href: (row) => (editable(row) ? modifiersPaths.edit(row.id) : undefined),
      }),
      column('advertiser_name', {
        filterField: 'advertiser_id',
        filter: {
          type: 'select',
          options: (advertisers ?? []).map((a) => ({ value: String(a.id), label: a.name })),
        },
      }),
      column('type_description', {
        width: 190,
        filterField: 'modifier_type_id',
        filter: {
          type: 'select',
          options: MODIFIER_TYPES.map((ty) => ({ value: String(ty.id), label: t(`types.${ty.code}`) })),
        },
        render: (row) => {
          const code = modifierTypeCode(row.modifier_type_id);
          return (
            <Badge size="sm" variant="light" radius="sm" tt="none" color={code === 'bid' ? 'blue' : 'grape'}>
              {t(`types.${code}`)}
            </Badge>
          );
        },
      }),
      column('alternative_id', { filter: { type: 'number' }, width: 130 }),
      column('priority', { width: 'min' }),
      column('terms_count', { width: 'min', render: (row) => number.format(row.terms_count) }),
      column('bid_model_name'),
      column('max_bid', { width: 'min' }),
      column('created_at', { type: 'date' }),
      column('updated_at', { type: 'date', filter: { type: 'date' } }),
      column('active', { type: 'active', filter: { type: 'boolean' }, filterField: 'modifiers.active' }),
    ];
  }, [language, t, advertisers, permissions.update]);
}
