import { Button, CopyButton, Group, Text, Textarea } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = {
  /** The snippet to paste in a page or app. */
  tag: string;
  texts: { snippet: string; copy: string; copied: string };
  /** How to place it and which parameters it takes. */
  hint: ReactNode;
};

/** A generated tag (segment or conversion event): the snippet, selected on focus, and a copy button. */
export function TagSnippet({ tag, texts, hint }: Props) {
  return (
    <>
      <Textarea
        label={texts.snippet}
        value={tag}
        readOnly
        autosize
        minRows={2}
        maxRows={10}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
        onFocus={(e) => e.currentTarget.select()}
      />
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
        <CopyButton value={tag}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              style={{ flex: 'none' }}
              variant={copied ? 'light' : 'filled'}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
            >
              {copied ? texts.copied : texts.copy}
            </Button>
          )}
        </CopyButton>
      </Group>
    </>
  );
}
