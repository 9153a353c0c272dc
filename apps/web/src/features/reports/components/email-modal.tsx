import { REPORT_LIMITS, type ReportJob } from '@beacon/contracts';
import { Button, Group, Modal, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { useSendReportEmail } from '../api/use-report-mutations.ts';
import { emailFormErrors } from '../model/email-form.ts';

/**
 * Sends a report's file by e-mail (docs/REQUIREMENTS.md#reports): a subject of at most 100
 * characters and the recipients as tags, each checked as an e-mail.
 */
export function EmailModal({ job, onClose }: { job: ReportJob | null; onClose: () => void }) {
  const { t } = useTranslation('reports');
  const [subject, setSubject] = useState('');
  const [emails, setEmails] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<{ email_subject?: string; emails?: string }>({});
  const send = useSendReportEmail();
  useEffect(() => {
    if (!job) return;
    setSubject(job.name.slice(0, REPORT_LIMITS.emailSubjectMax));
    setEmails([]);
    setTried(false);
    setServerErrors({});
  }, [job]);
  const errors = tried ? emailFormErrors(subject, emails) : {};
  const subjectError = errors.email_subject ?? serverErrors.email_subject;
  const emailsError = errors.emails ?? serverErrors.emails;
  const submit = () => {
    setTried(true);
    if (!job || Object.keys(emailFormErrors(subject, emails)).length > 0) return;
    send.mutate(
      { id: job.id, body: { email_subject: subject, emails } },
      {
        onSuccess: () => {
          notifySuccess('reports:messages.emailed', { emails: emails.join(', ') });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) {
            const first = (field: string) =>
              Object.entries(error.errors).find(
                ([key]) => key === field || key.startsWith(`${field}.`),
              )?.[1]?.[0];
            setServerErrors({ email_subject: first('email_subject'), emails: first('emails') });
          }
          notifyError(error);
        },
      },
    );
  };
  return (
    <Modal opened={job !== null} onClose={onClose} title={t('email.title')} size="lg">
      <form
        noValidate
        aria-label={t('email.title')}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('email.intro', { name: job?.name ?? '' })}
          </Text>
          <TextInput
            label={t('email.subject')}
            withAsterisk
            value={subject}
            onChange={(event) => setSubject(event.currentTarget.value)}
            description={t('email.subject_hint', {
              count: subject.length,
              max: REPORT_LIMITS.emailSubjectMax,
            })}
            error={
              subjectError
                ? translateMessage(subjectError, { max: REPORT_LIMITS.emailSubjectMax })
                : undefined
            }
          />
          <TagsInput
            label={t('email.recipients')}
            withAsterisk
            description={t('email.recipients_hint')}
            value={emails}
            onChange={(values) => setEmails(values.map((v) => v.trim()).filter(Boolean))}
            splitChars={[',', ' ', ';']}
            acceptValueOnBlur
            clearable
            maxTags={REPORT_LIMITS.emailsMax}
            error={
              emailsError
                ? errors.invalid
                  ? t('email.invalid_recipient', { email: errors.invalid })
                  : translateMessage(emailsError)
                : undefined
            }
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('email.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('email.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
