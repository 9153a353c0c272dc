import { MultiSelect, SimpleGrid } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { optionLabel } from '../../../lib/format/option-label.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { useChainOptions } from '../api/use-report-lookups.ts';
import { CHAIN, type ChainChoice, type ChainLevel } from '../model/report-draft.ts';

type Props = {
  chosen: ChainChoice;
  onChange: (level: ChainLevel, ids: number[]) => void;
  /** Drops ids the level's options no longer offer (a parent changed). */
  onPrune: (level: ChainLevel, offered: number[]) => void;
  /** Error keys per level (the campaign one when the type requires a campaign). */
  errors?: Partial<Record<ChainLevel, string>>;
  required?: Partial<Record<ChainLevel, boolean>>;
};

/**
 * The filter chain advertiser → campaign → line item → creative (docs/REQUIREMENTS.md#reports):
 * each level's options are narrowed by the levels chosen above it.
 */
export function ChainFilters({ chosen, onChange, onPrune, errors = {}, required = {} }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
      {CHAIN.map((level) => (
        <ChainLevelSelect
          key={level}
          level={level}
          chosen={chosen}
          onChange={onChange}
          onPrune={onPrune}
          error={errors[level]}
          required={required[level] ?? false}
        />
      ))}
    </SimpleGrid>
  );
}

function ChainLevelSelect({
  level,
  chosen,
  onChange,
  onPrune,
  error,
  required,
}: {
  level: ChainLevel;
  chosen: ChainChoice;
  onChange: Props['onChange'];
  onPrune: Props['onPrune'];
  error: string | undefined;
  required: boolean;
}) {
  const { t } = useTranslation('reports');
  const options = useChainOptions(level, chosen);
  const rows = options.data;
  // Once the options narrowed by the parents arrive, ids they no longer hold are dropped.
  useEffect(() => {
    if (rows && !options.isPlaceholderData)
      onPrune(
        level,
        rows.map((r) => r.id),
      );
  }, [rows, options.isPlaceholderData, level, onPrune]);
  return (
    <MultiSelect
      label={t(`form.chain.${level}`)}
      placeholder={chosen[level].length ? undefined : t('form.chain.any')}
      data={(rows ?? []).map((r) => ({ value: String(r.id), label: `${optionLabel(r)} (${r.id})` }))}
      value={chosen[level].map(String)}
      onChange={(values) => onChange(level, values.map(Number))}
      searchable
      clearable
      hidePickedOptions
      withAsterisk={required}
      nothingFoundMessage={options.isPending ? t('form.loading') : t('form.nothing_found')}
      maxDropdownHeight={260}
      comboboxProps={{ withinPortal: true }}
      error={error ? translateMessage(error) : undefined}
      size="xs"
    />
  );
}
