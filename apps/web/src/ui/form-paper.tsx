import { type MantineSpacing, Paper } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * The bordered panel a form is drawn in: a `<form>` named by `label`, whose fields are checked by the
 * form's own rules rather than the browser's (`noValidate`).
 */
export function FormPaper({
  label,
  onSubmit,
  p = 'md',
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  p?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={p} radius="md" component="form" onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
    </Paper>
  );
}
