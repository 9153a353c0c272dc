import { Alert, Fieldset } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';

const ReadOnlyContext = createContext(false);

/** Marks the screen below as read-only: the user may see its record but not change it. */
export function ReadOnlyProvider({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return <ReadOnlyContext.Provider value={readOnly}>{children}</ReadOnlyContext.Provider>;
}

/** True on a screen the user may see but not change (docs/REQUIREMENTS.md#permissions). */
export const useReadOnly = () => useContext(ReadOnlyContext);

/**
 * The fields of a record form: on a read-only screen a note says so and every control inside is
 * disabled at once (a disabled fieldset), the save buttons with them; links such as Cancel still work.
 */
export function ReadOnlyFields({ children }: { children: ReactNode }) {
  const readOnly = useReadOnly();
  const { t } = useTranslation('common');
  if (!readOnly) return <>{children}</>;
  return (
    <>
      <Alert
        color="blue"
        variant="light"
        icon={<IconEye size={16} />}
        mb="sm"
        py={6}
        data-testid="read-only-note"
      >
        {t('read_only.note')}
      </Alert>
      <Fieldset variant="unstyled" disabled p={0} m={0} aria-label={t('read_only.label')}>
        {children}
      </Fieldset>
    </>
  );
}
