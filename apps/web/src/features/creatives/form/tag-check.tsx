import { type CheckTagAnswer, CREATIVE_ASSET_API } from '@beacon/contracts';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconShieldCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/client.ts';
import { notifyError } from '../../../ui/notify.ts';
import { translateMessage } from '../../../ui/translate-message.ts';

type Props = {
  tag: string;
  secure: boolean;
  /** The size the check found in the tag, offered to the attributes. */
  onDetectedSize?: (width: number, height: number) => void;
};

/** "Check tag": the server reads the tag (nothing is fetched) and answers errors and warnings. */
export function TagCheck({ tag, secure, onDetectedSize }: Props) {
  const { t } = useTranslation('creatives');
  const check = useMutation({
    mutationFn: () => api.post<CheckTagAnswer>(CREATIVE_ASSET_API.checkTag, { tag, secure }),
    onSuccess: (answer) => {
      const { width, height } = answer.detected;
      if (width && height) onDetectedSize?.(width, height);
    },
    onError: (error) => notifyError(error),
  });
  const answer = check.data;
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconShieldCheck size={14} />}
          onClick={() => check.mutate()}
          loading={check.isPending}
          disabled={tag.trim() === ''}
        >
          {t('tag_check.button')}
        </Button>
        {answer?.detected.ad_server && (
          <Text size="xs" c="dimmed">
            {t('tag_check.ad_server', { name: t(`tag_check.servers.${answer.detected.ad_server}`) })}
          </Text>
        )}
      </Group>
      {answer && (
        <Alert
          p="xs"
          variant="light"
          color={answer.valid ? (answer.warnings.length ? 'yellow' : 'teal') : 'red'}
          icon={answer.valid ? <IconCircleCheck size={16} /> : <IconAlertTriangle size={16} />}
          title={answer.valid ? t('tag_check.valid') : t('tag_check.invalid')}
          role="status"
        >
          <Findings title={t('tag_check.errors')} items={answer.errors} />
          <Findings title={t('tag_check.warnings')} items={answer.warnings} />
        </Alert>
      )}
    </Stack>
  );
}

function Findings({ title, items }: { title: string; items: CheckTagAnswer['errors'] }) {
  if (items.length === 0) return null;
  return (
    <>
      <Text size="xs" fw={600} mt={4}>
        {title}
      </Text>
      <List size="xs">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: findings may repeat with the same key
          <List.Item key={index}>
            {translateMessage(item.key)}
            {item.detail && (
              <Text span size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {' '}
                — {item.detail}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </>
  );
}
