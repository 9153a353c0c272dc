import { FILTER_DEBOUNCE_MS } from '@beacon/contracts';
import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

type Props = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  /** Called 500 ms after the user stops typing (docs/REQUIREMENTS.md#lists), or at once on Enter or clear. */
  onCommit: (value: string) => void;
  clearLabel: string;
};

/** A text box whose value reaches the list query only once the user pauses typing. */
export function DebouncedTextInput({ value, onCommit, clearLabel, ...props }: Props) {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  const commit = useDebouncedCallback((next: string) => {
    committed.current = next.trim();
    onCommit(next.trim());
  }, FILTER_DEBOUNCE_MS);

  // The URL may change under us (back button, clear filters): show what the list really uses.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setDraft(value);
    }
  }, [value]);

  const commitNow = (next: string) => {
    commit.cancel();
    committed.current = next.trim();
    onCommit(next.trim());
  };

  return (
    <TextInput
      {...props}
      value={draft}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commitNow(draft);
      }}
      rightSection={
        draft ? (
          <CloseButton
            size="sm"
            aria-label={clearLabel}
            onClick={() => {
              setDraft('');
              commitNow('');
            }}
          />
        ) : null
      }
    />
  );
}
