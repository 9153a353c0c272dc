import { Code, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format/number.ts';
import { translateMessage } from './translate-message.ts';

/** A refused line of an uploaded file: its number, the field, the error key and what it said. */
export type LineError = { line: number; field: string; code: string; value: string };

/** The texts of the table, from the feature's own catalogue. */
export type LineErrorTexts = {
  /** "N lines refused" (pluralised by the caller). */
  refused: string;
  table: string;
  line: string;
  field: string;
  problem: string;
  content: string;
  /** "first N of M shown", when the file's errors were cut to the first ones. */
  more: string;
  fieldLabel: (field: string) => string;
};

type Props = { errors: LineError[]; total: number; texts: LineErrorTexts };

/**
 * The refused lines of a file (custom lists, private POI layers): line number, field, what was
 * wrong and, when the answer carries it, what the line said.
 */
export function LineErrorsTable({ errors, total, texts }: Props) {
  // A refused upload's 422 names lines and fields only; stored errors carry the line's text too.
  const withContent = errors.some((e) => e.value !== '');
  const { i18n } = useTranslation();
  return (
    <div>
      <Text size="sm" fw={500} c="red.7" mb={4}>
        {texts.refused}
      </Text>
      <Table.ScrollContainer minWidth={480} mah={280}>
        <Table striped withTableBorder fz="xs" verticalSpacing={4} aria-label={texts.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{texts.line}</Table.Th>
              <Table.Th w={120}>{texts.field}</Table.Th>
              <Table.Th>{texts.problem}</Table.Th>
              {withContent && <Table.Th>{texts.content}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((e) => (
              <Table.Tr key={`${e.line}-${e.field}`}>
                <Table.Td>{formatNumber(e.line, i18n.language)}</Table.Td>
                <Table.Td>{texts.fieldLabel(e.field)}</Table.Td>
                <Table.Td>{translateMessage(e.code)}</Table.Td>
                {withContent && (
                  <Table.Td>
                    <Code fz="xs" style={{ wordBreak: 'break-all' }}>
                      {e.value}
                    </Code>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > errors.length && (
        <Text size="xs" c="dimmed" mt={4}>
          {texts.more}
        </Text>
      )}
    </div>
  );
}
