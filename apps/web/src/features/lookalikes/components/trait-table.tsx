import type { LookalikeTrait } from '@beacon/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../lib/format/number.ts';
import { useAdvertiserCategories } from '../../../lib/reference/reference-lists.ts';
import { traitValue } from './trait-label.ts';

const percent = (share: number, language: string) =>
  numberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(share);

/** The seed's most distinctive traits: how common each is in the seed and in the country. */
export function TraitTable({ traits }: { traits: LookalikeTrait[] }) {
  const { t, i18n } = useTranslation('lookalikes');
  const categories = useAdvertiserCategories().data;
  const iabNames = new Map((categories ?? []).map((c) => [c.id, c.name]));
  if (traits.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('result.no_traits')}
      </Text>
    );
  }
  const lift = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <Table striped withTableBorder fz="xs" verticalSpacing={4} aria-label={t('result.traits')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('traits.trait')}</Table.Th>
          <Table.Th>{t('traits.value')}</Table.Th>
          <Table.Th ta="right">{t('traits.seed_share')}</Table.Th>
          <Table.Th ta="right">{t('traits.country_share')}</Table.Th>
          <Table.Th ta="right">{t('traits.lift')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {traits.map((trait) => (
          <Table.Tr key={`${trait.family}:${trait.value}`}>
            <Table.Td>{t(`traits.families.${trait.family}`, { defaultValue: trait.family })}</Table.Td>
            <Table.Td>{traitValue(trait, t, iabNames)}</Table.Td>
            <Table.Td ta="right">{percent(trait.seed_share, i18n.language)}</Table.Td>
            <Table.Td ta="right">{percent(trait.country_share, i18n.language)}</Table.Td>
            <Table.Td ta="right">{t('traits.times', { value: lift.format(trait.lift) })}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
