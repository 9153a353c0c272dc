import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { notifyError } from './notify.ts';

type RecordGateProps<T> = {
  /** The record's query (its hook loads it with `retry: false` and a silent error). */
  query: Pick<UseQueryResult<T>, 'data' | 'error'>;
  /** Where a failed load returns to: the list the record came from. */
  leaveTo: string;
  /** The screen, once the record is there. */
  children: (record: T) => ReactNode;
};

/**
 * Loads one record for an edit or show screen (react-admin's `EditBase` idea): a spinner while it
 * loads, the screen once it is there; a failed load (gone, another account's, no permission)
 * shows the error with a "continue" link and returns to `leaveTo`.
 *
 * @example <RecordGate query={useCampaign(id)} leaveTo={campaignsPaths.index}>{(c) => <Form campaign={c} />}</RecordGate>
 */
export function RecordGate<T>({ query, leaveTo, children }: RecordGateProps<T>) {
  const navigate = useNavigate();
  const { error } = query;

  useEffect(() => {
    if (!error) return;
    notifyError(error, { continueTo: leaveTo });
    navigate(leaveTo, { replace: true });
  }, [error, leaveTo, navigate]);

  if (query.data === undefined) return <LoadingBlock />;
  return children(query.data);
}

/** The spinner a screen shows while its data loads. */
export function LoadingBlock() {
  return (
    <Center h={240}>
      <Loader size="sm" aria-label="…" />
    </Center>
  );
}
