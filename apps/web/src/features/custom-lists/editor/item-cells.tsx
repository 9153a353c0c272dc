import type { CustomListModel } from '@beacon/contracts';
import { Checkbox, Select, Table, TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../ui/translate-message.ts';
import type { ItemDraft } from './item-draft.ts';

/** The editable fields of each item model, in column order. */
export const MODEL_FIELDS: Record<CustomListModel, (keyof ItemDraft)[]> = {
  one: ['value', 'name'],
  two: ['latitude', 'longitude', 'radius_km', 'name'],
  three: ['prefix', 'value', 'name'],
};

type EditProps = {
  model: CustomListModel;
  draft: ItemDraft;
  errors: Record<string, string>;
  exchanges: { value: string; label: string }[];
  defaultRadiusKm: number | null;
  onChange: (draft: ItemDraft) => void;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The cells of a row being edited in place; Enter confirms it, Escape discards it. */
export function EditCells({
  model,
  draft,
  errors,
  exchanges,
  defaultRadiusKm,
  onChange,
  onConfirm,
  onCancel,
}: EditProps) {
  const { t } = useTranslation('custom_lists');
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onConfirm();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  const error = (field: string) => (errors[field] ? translateMessage(errors[field]) : undefined);
  return (
    <>
      {MODEL_FIELDS[model].map((field, i) => (
        <Table.Td key={field}>
          {field === 'prefix' ? (
            <Select
              size="xs"
              aria-label={t('fields.prefix')}
              placeholder={t('editor.exchange')}
              data={exchanges}
              value={draft.prefix}
              onChange={(v) => onChange({ ...draft, prefix: v })}
              onKeyDown={keys}
              error={error('prefix')}
              searchable
              autoFocus={i === 0}
              comboboxProps={{ withinPortal: true }}
            />
          ) : (
            <TextInput
              size="xs"
              aria-label={t(`fields.${field}`)}
              placeholder={
                field === 'radius_km' && defaultRadiusKm !== null ? String(defaultRadiusKm) : undefined
              }
              value={String(draft[field] ?? '')}
              onChange={(e) => onChange({ ...draft, [field]: e.currentTarget.value })}
              onKeyDown={keys}
              error={error(field)}
              autoFocus={i === 0}
              autoCapitalize="off"
              spellCheck={false}
            />
          )}
        </Table.Td>
      ))}
      <Table.Td>
        <Checkbox
          size="xs"
          aria-label={t('fields.active')}
          checked={draft.active}
          onChange={(e) => onChange({ ...draft, active: e.currentTarget.checked })}
          onKeyDown={keys}
        />
      </Table.Td>
    </>
  );
}

/** The cells of a row as it reads (with its confirmed, unsaved changes). */
export function ReadCells({
  model,
  draft,
  exchangeCode,
  defaultRadiusKm,
}: {
  model: CustomListModel;
  draft: ItemDraft;
  exchangeCode: (prefix: string | null) => string;
  defaultRadiusKm: number | null;
}) {
  const { t } = useTranslation('custom_lists');
  return (
    <>
      {MODEL_FIELDS[model].map((field) => (
        <Table.Td key={field}>
          {field === 'prefix'
            ? exchangeCode(draft.prefix)
            : field === 'radius_km' && !draft.radius_km && defaultRadiusKm !== null
              ? `${defaultRadiusKm}`
              : String(draft[field] ?? '')}
        </Table.Td>
      ))}
      <Table.Td>{draft.active ? t('editor.yes') : t('editor.no')}</Table.Td>
    </>
  );
}
