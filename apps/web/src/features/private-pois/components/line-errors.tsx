import type { PrivatePoiLineError } from '@beacon/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format/number.ts';
import { LineErrorsTable } from '../../../ui/line-errors-table.tsx';

type Props = {
  errors: PrivatePoiLineError[];
  /** All refused lines; more than shown when the layer kept only the first ones. */
  total: number;
};

/** The refused lines of a layer's file. */
export function LineErrors({ errors, total }: Props) {
  const { t, i18n } = useTranslation('privatePois');
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <LineErrorsTable
      errors={errors}
      total={total}
      texts={{
        refused: t('errors.refused', { count: total, total: n(total) }),
        table: t('errors.table'),
        line: t('errors.line'),
        field: t('errors.field'),
        problem: t('errors.problem'),
        content: t('errors.content'),
        more: t('errors.more', { shown: n(errors.length), total: n(total) }),
        fieldLabel: (field) => t(`items.${field}`, { defaultValue: field }),
      }}
    />
  );
}
