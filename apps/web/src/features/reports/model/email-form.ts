import { reportEmailRequestSchema } from '@beacon/contracts';

export type EmailFormErrors = {
  email_subject?: string;
  emails?: string;
  /** The first recipient that is not an e-mail. */
  invalid?: string;
};

/**
 * The e-mail form's errors by the contract's own rule (docs/REQUIREMENTS.md#reports): a subject of
 * at most 100 characters and at least one recipient, each a valid e-mail. A bad recipient is named.
 */
export function emailFormErrors(subject: string, emails: readonly string[]): EmailFormErrors {
  const parsed = reportEmailRequestSchema.safeParse({ email_subject: subject, emails });
  if (parsed.success) return {};
  const errors: EmailFormErrors = {};
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path;
    if (field === 'email_subject') errors.email_subject ??= issue.message;
    if (field !== 'emails' || errors.emails) continue;
    errors.emails = issue.message;
    if (typeof index === 'number') errors.invalid = emails[index];
  }
  return errors;
}
