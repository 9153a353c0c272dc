import { LANGUAGES } from '@beacon/contracts';
import type { TFunction } from 'i18next';

/** Interface languages, named in their own language so anyone can find theirs. */
export const languageOptions = (t: TFunction) =>
  LANGUAGES.map((l) => ({ value: l, label: t(`users:languages.${l}`) }));
