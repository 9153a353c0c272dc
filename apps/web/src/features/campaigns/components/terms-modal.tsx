import type { CampaignTerms } from '@beacon/contracts';
import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format/date.ts';

type Props = {
  terms: CampaignTerms | undefined;
  opened: boolean;
  accepting: boolean;
  onAccept: () => void;
  onClose: () => void;
};

/** The campaign terms, to accept once per account before its first campaign is saved. */
export function TermsModal({ terms, opened, accepting, onAccept, onClose }: Props) {
  const { t } = useTranslation('campaigns');
  const published = terms ? formatDate(terms.published_at) : '';
  return (
    <Modal opened={opened} onClose={onClose} title={t('terms.title')} size="lg" centered>
      <Stack gap="sm">
        {terms && (
          <Text size="xs" c="dimmed">
            {t('terms.version', { version: terms.version, date: published })}
          </Text>
        )}
        <ScrollArea.Autosize mah="50vh" type="auto" offsetScrollbars>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} tabIndex={0}>
            {terms?.text}
          </Text>
        </ScrollArea.Autosize>
        <Text size="sm">{t('terms.explain')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onAccept} loading={accepting} disabled={!terms}>
            {t('terms.accept_and_save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Who accepted which version of the terms, and when (small text on the form). */
export function TermsNote({ terms }: { terms: CampaignTerms | undefined }) {
  const { t } = useTranslation('campaigns');
  if (!terms) return null;
  const accepted = terms.accepted;
  return (
    <Text size="xs" c="dimmed">
      {accepted
        ? t('terms.accepted_by', {
            version: accepted.version,
            name: accepted.user_name,
            date: formatDateTime(accepted.accepted_at),
          })
        : t('terms.not_accepted')}
    </Text>
  );
}
