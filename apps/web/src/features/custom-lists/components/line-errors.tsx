import type { CustomListLineError } from '@beacon/contracts';
import { useTranslation } from 'react-i18next';
import { LineErrorsTable } from '../../../ui/line-errors-table.tsx';

type Props = {
  errors: CustomListLineError[];
  /** All refused lines; more than shown when the list kept only the first ones. */
  total: number;
};

/** The refused lines of a list's file. */
export function LineErrors({ errors, total }: Props) {
  const { t } = useTranslation('custom_lists');
  return (
    <LineErrorsTable
      errors={errors}
      total={total}
      texts={{
        refused: t('upload.refused', { count: total }),
        table: t('upload.errors_table'),
        line: t('upload.line'),
        field: t('upload.field'),
        problem: t('upload.problem'),
        content: t('upload.content'),
        more: t('upload.more_errors', { shown: errors.length, total }),
        fieldLabel: (field) => t(`fields.${field}`, { defaultValue: field }),
      }}
    />
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
