import type { CustomListLineError } from '@beacon/contracts';
import { Code, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../ui/translate-message.ts';

type Props = {
  errors: CustomListLineError[];
  /** All refused lines; more than shown when the list kept only the first ones. */
  total: number;
};

/** The refused lines of a file: line number, field, what was wrong and what the line said. */
export function LineErrors({ errors, total }: Props) {
  const { t } = useTranslation('custom_lists');
  // A refused new list's answer names lines and fields only; a list's stored errors carry the line too.
  const withContent = errors.some((e) => e.value !== '');
  return (
    <div>
      <Text size="sm" fw={500} c="red.7" mb={4}>
        {t('upload.refused', { count: total })}
      </Text>
      <Table.ScrollContainer minWidth={480} mah={280}>
        <Table striped withTableBorder fz="xs" verticalSpacing={4} aria-label={t('upload.errors_table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t('upload.line')}</Table.Th>
              <Table.Th w={120}>{t('upload.field')}</Table.Th>
              <Table.Th>{t('upload.problem')}</Table.Th>
              {withContent && <Table.Th>{t('upload.content')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((e) => (
              <Table.Tr key={`${e.line}-${e.field}`}>
                <Table.Td>{e.line}</Table.Td>
                <Table.Td>{t(`fields.${e.field}`, { defaultValue: e.field })}</Table.Td>
                <Table.Td>{translateMessage(e.code)}</Table.Td>
                {withContent && (
                  <Table.Td>
                    <Code fz="xs">{e.value}</Code>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > errors.length && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('upload.more_errors', { shown: errors.length, total })}
        </Text>
      )}
    </div>
  );
}

/** Line errors of a 422 answer (`line.N.field` → keys), as rows of the table above. */
export function lineErrorsFrom(errors: Record<string, string[] | undefined>): CustomListLineError[] {
  return Object.entries(errors)
    .map(([key, codes]) => {
      const match = /^line\.(\d+)\.(\w+)$/.exec(key);
      return match ? { line: Number(match[1]), field: match[2]!, code: codes?.[0] ?? '', value: '' } : null;
    })
    .filter((e): e is CustomListLineError => e !== null)
    .sort((a, b) => a.line - b.line);
}
