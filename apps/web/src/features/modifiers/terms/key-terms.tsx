import {
  MODIFIER_LIMITS,
  MODIFIER_MATCHING_TYPES,
  type ModifierTypeCode,
  type TargetingKey,
} from '@beacon/contracts';
import { Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../ui/form-errors.ts';
import { pickedLabel } from '../../targeting/value-picker/picked-value.ts';
import { TargetingValuePicker } from '../../targeting/value-picker/targeting-value-picker.tsx';
import type { TermRow } from '../form/modifier-form-values.ts';
import type { IndexedTerm } from './term-rows.ts';

type TermErrors = FieldErrors<TermRow>[] | undefined;

type Props = {
  targetingKey: TargetingKey;
  type: ModifierTypeCode;
  terms: IndexedTerm[];
  errors: TermErrors;
  /** Terms the modifier holds under the other keys: they use up part of its three. */
  otherTerms: number;
  onPick(picked: { value: string; value_name: string | null }[]): void;
  onTermChange(index: number, patch: Partial<TermRow>): void;
};

/**
 * One key of a tab: the key's picker (the modifier holds at most three terms in all,
 * docs/REQUIREMENTS.md#modifiers; the section refuses a pick past that) and, per
 * picked value, its multiplier or weight, the matching type of a text key and, for bid terms, the pacing
 * override.
 */
export function KeyTerms({
  targetingKey: key,
  type,
  terms,
  otherTerms,
  errors,
  onPick,
  onTermChange,
}: Props) {
  const { t } = useTranslation('modifiers');
  const label = t(`keys.${key.code}`);
  // Errors that concern the selection as a whole (a fourth value, an unknown key) go on the picker.
  const selectionError = terms
    .map(({ index }) => errors?.[index]?.key ?? errors?.[index]?.value)
    .find((e) => e !== undefined);
  return (
    <Stack gap={4}>
      <TargetingValuePicker
        keyId={key.id}
        value={terms.map(({ term }) => ({ value: term.value, value_name: term.value_name }))}
        onChange={onPick}
        maxValues={Math.max(0, MODIFIER_LIMITS.maxTermsPerSelection - otherTerms)}
        label={label}
        error={fieldError(selectionError)}
      />
      {terms.map(({ term, index }) => {
        const name = pickedLabel(term);
        const rowErrors = errors?.[index];
        return (
          <Group key={term.value} gap="xs" align="flex-start" wrap="nowrap" pl="sm">
            <Text size="xs" w={180} pt={6} truncate title={name}>
              {name}
            </Text>
            <TextInput
              size="xs"
              w={120}
              inputMode="decimal"
              aria-label={t(`terms.${type}_amount_of`, { name })}
              placeholder={t(`terms.${type}_amount`)}
              value={term.modifier}
              onChange={(e) => onTermChange(index, { modifier: e.currentTarget.value })}
              error={fieldError(rowErrors?.modifier)}
            />
            {key.valueKind === 'text' && (
              <Select
                size="xs"
                w={140}
                aria-label={t('terms.matching_type_of', { name })}
                data={MODIFIER_MATCHING_TYPES.map((m) => ({
                  value: String(m.id),
                  label: t(`matching_types.${m.code}`),
                }))}
                value={String(term.matching_type_id)}
                onChange={(v) => onTermChange(index, { matching_type_id: Number(v ?? 1) })}
                allowDeselect={false}
                error={fieldError(rowErrors?.matching_type_id)}
                comboboxProps={{ withinPortal: true }}
              />
            )}
            {type === 'bid' && (
              <Switch
                size="xs"
                pt={6}
                label={t('terms.override_pacing')}
                aria-label={t('terms.override_pacing_of', { name })}
                checked={term.override_multiplier_pacing_behavior}
                onChange={(e) =>
                  onTermChange(index, { override_multiplier_pacing_behavior: e.currentTarget.checked })
                }
              />
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
