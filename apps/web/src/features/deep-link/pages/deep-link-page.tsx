import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  CopyButton,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCheck, IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { LinkQrCode } from '../components/link-qr-code.tsx';
import { checkLink, type LinkParam } from '../model/deep-link.ts';

function Copyable({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('deep_link');
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={copy}
              leftSection={copied ? <IconCheck size={12} /> : <IconCopy size={12} />}
            >
              {copied ? t('copied') : t('copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} aria-label={label}>
        {value}
      </Code>
    </Stack>
  );
}

/** DeepLinkTool (/admin/toolsRappi/index): check an app link, encode its parameters, scan it from a phone. */
export function DeepLinkPage() {
  const { t } = useTranslation('deep_link');
  const [link, setLink] = useState('');
  const [params, setParams] = useState<LinkParam[]>([{ key: '', value: '' }]);
  const check = checkLink(link, params);
  const setParam = (index: number, change: Partial<LinkParam>) =>
    setParams((list) => list.map((p, i) => (i === index ? { ...p, ...change } : p)));

  return (
    <Stack gap="md" maw={1100}>
      <PageHeading title={t('title')} intro={t('intro')} />
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <TextInput
                label={t('link')}
                description={t('link_hint')}
                placeholder="myapp://product/123"
                value={link}
                onChange={(e) => setLink(e.currentTarget.value)}
                error={link.trim() && !check.ok ? t(`problems.${check.problem}`) : undefined}
              />
              <Text size="sm" fw={600}>
                {t('params')}
              </Text>
              {params.map((param, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place
                <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
                  <TextInput
                    label={t('param_key', { n: index + 1 })}
                    value={param.key}
                    onChange={(e) => setParam(index, { key: e.currentTarget.value })}
                    style={{ flex: 1 }}
                  />
                  <TextInput
                    label={t('param_value', { n: index + 1 })}
                    value={param.value}
                    onChange={(e) => setParam(index, { value: e.currentTarget.value })}
                    style={{ flex: 2 }}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={t('remove_param', { n: index + 1 })}
                    onClick={() => setParams((list) => list.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
              <Group>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => setParams((list) => [...list, { key: '', value: '' }])}
                >
                  {t('add_param')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md" radius="md" aria-label={t('result')} component="section">
            {check.ok ? (
              <Stack gap="sm">
                <Group gap="xs">
                  <Badge color="green" variant="light">
                    {t('valid')}
                  </Badge>
                  <Badge variant="outline">{t(`kinds.${check.kind}`)}</Badge>
                </Group>
                <Copyable label={t('encoded')} value={check.url} />
                <Copyable label={t('as_parameter')} value={check.component} />
                <Stack gap={4} align="center">
                  <LinkQrCode text={check.url} label={t('qr_label')} />
                  <Text size="xs" c="dimmed" ta="center">
                    {t('qr_hint')}
                  </Text>
                  <Anchor href={check.url} size="sm">
                    {t('open_here')}
                  </Anchor>
                </Stack>
              </Stack>
            ) : (
              <Alert color={check.problem === 'empty' ? 'gray' : 'red'} variant="light">
                {t(`problems.${check.problem}`)}
              </Alert>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
