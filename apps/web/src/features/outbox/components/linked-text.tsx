import { Anchor, Text } from '@mantine/core';
import { splitLinks } from './split-links.ts';

/** An e-mail's plain text with its links clickable (activation and reset links open in a new tab). */
export function LinkedText({ text }: { text: string }) {
  return (
    <Text
      component="pre"
      size="sm"
      style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', margin: 0 }}
    >
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text never reorder
          <Anchor key={index} href={part.value} target="_blank" rel="noopener noreferrer" inherit>
            {part.value}
          </Anchor>
        ) : (
          part.value
        ),
      )}
    </Text>
  );
}
