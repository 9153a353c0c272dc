import type { PrivatePoiLineError } from '@beacon/contracts';
import { Code, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../ui/translate-message.ts';

type Props = {
  errors: PrivatePoiLineError[];
  /** All refused lines; more than shown when the layer kept only the first ones. */
  total: number;
};

/** The refused lines of a layer's file: line number, field, what was wrong and what the line said. */
export function LineErrors({ errors, total }: Props) {
  const { t, i18n } = useTranslation('privatePois');
  return (
    <div>
      <Text size="sm" fw={500} c="red.7" mb={4}>
        {t('errors.refused', { count: total, total: total.toLocaleString(i18n.language) })}
      </Text>
      <Table.ScrollContainer minWidth={480} mah={280}>
        <Table striped withTableBorder fz="xs" verticalSpacing={4} aria-label={t('errors.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t('errors.line')}</Table.Th>
              <Table.Th w={110}>{t('errors.field')}</Table.Th>
              <Table.Th>{t('errors.problem')}</Table.Th>
              <Table.Th>{t('errors.content')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((e) => (
              <Table.Tr key={`${e.line}-${e.field}`}>
                <Table.Td>{e.line}</Table.Td>
                <Table.Td>{t(`items.${e.field}`, { defaultValue: e.field })}</Table.Td>
                <Table.Td>{translateMessage(e.code)}</Table.Td>
                <Table.Td>
                  <Code fz="xs" style={{ wordBreak: 'break-all' }}>
                    {e.value}
                  </Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > errors.length && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('errors.more', {
            shown: errors.length.toLocaleString(i18n.language),
            total: total.toLocaleString(i18n.language),
          })}
        </Text>
      )}
    </div>
  );
}
