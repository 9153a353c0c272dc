import { Badge, Grid, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { usePolls, useSetPollActive } from '../api/use-polls.ts';
import { PollForm } from '../form/poll-form.tsx';

/** PollsIndex (/admin/polls/index): the account's polls, switched on or off, and a new one. */
export function PollsPage() {
  const { t } = useTranslation('polls');
  const polls = usePolls();
  const setActive = useSetPollActive();
  const toggle = (id: number, active: boolean) =>
    setActive.mutate(
      { id, active },
      { onSuccess: () => notifySuccess('polls:updated'), onError: (error) => notifyError(error) },
    );
  return (
    <Stack gap="md" maw={1200}>
      <PageHeading title={t('title')} intro={t('intro')} />
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Paper withBorder p="md" radius="md">
            <Table verticalSpacing="xs" aria-label={t('list.label')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.title')}</Table.Th>
                  <Table.Th ta="right">{t('list.questions')}</Table.Th>
                  <Table.Th ta="right">{t('list.responses')}</Table.Th>
                  <Table.Th>{t('list.active')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(polls.data ?? []).map((poll) => (
                  <Table.Tr key={poll.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {poll.title}
                      </Text>
                      {poll.my_status !== 'pending' && (
                        <Badge size="xs" variant="light" color="gray">
                          {t(`my_status.${poll.my_status}`)}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{poll.questions_count}</Table.Td>
                    <Table.Td ta="right">{poll.responses_count}</Table.Td>
                    <Table.Td>
                      <Switch
                        checked={poll.active}
                        aria-label={t('list.toggle', { title: poll.title })}
                        onChange={(e) => toggle(poll.id, e.currentTarget.checked)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
                {polls.data?.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={4}>
                      <Text size="sm" c="dimmed">
                        {t('list.empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              {t('form.heading')}
            </Title>
            <PollForm />
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
