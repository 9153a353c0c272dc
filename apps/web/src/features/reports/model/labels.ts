import type { ReportField, ReportTypeCode } from '@beacon/contracts';
import { translateKey } from '../../../ui/translate-message.ts';

/** "store_attribution" → "Store attribution": what shows while a label has no translation. */
const humanize = (code: string) => {
  const text = code.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** A report type's name in the reader's language (`reports:types.<code>`). */
export const typeName = (code: ReportTypeCode | string) =>
  translateKey(`reports:types.${code}`) ?? humanize(code);

/** A dimension's or metric's label: its key (`reports.fields.<code>`), else its code made readable. */
export const fieldName = (field: Pick<ReportField, 'code' | 'label'>) =>
  translateKey(field.label) ?? translateKey(`reports:fields.${field.code}`) ?? humanize(field.code);

/** A preview column's header, by code. */
export const columnName = (code: string) => translateKey(`reports:fields.${code}`) ?? humanize(code);
