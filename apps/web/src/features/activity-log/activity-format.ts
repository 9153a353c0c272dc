import type { ActivityChange, ActivityEntry } from '@beacon/contracts';

export const EMPTY_VALUE = '—';

type Translate = (key: string) => string;

/** A logged value as a reader sees it: yes/no, a dash for nothing, lists joined, money as given. */
export function formatActivityValue(value: unknown, t: Translate): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return t(value ? 'values.yes' : 'values.no');
  if (Array.isArray(value)) {
    return value.length === 0 ? EMPTY_VALUE : value.map((v) => formatActivityValue(v, t)).join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The copy's counterpart of a `cloned` entry: the source (copied from) or the clone (copied to). */
export function clonePeer(changes: ActivityChange[]): { direction: 'from' | 'to'; id: string } | null {
  for (const change of changes) {
    const id = change.new ?? change.old;
    if (id === null || id === undefined || id === '') continue;
    if (change.field === 'source_id') return { direction: 'from', id: String(id) };
    if (change.field === 'clone_id') return { direction: 'to', id: String(id) };
  }
  return null;
}

/**
 * How the changes of an entry are shown: `diff` (old → new) for updates and switches, `values`
 * (one value per field) for the initial state of `created`, the final state of `deleted` and what a
 * PDF report was written for.
 */
export function changesLayout(entry: Pick<ActivityEntry, 'event'>): 'diff' | 'values' | 'clone' {
  if (entry.event === 'cloned') return 'clone';
  if (entry.event === 'created' || entry.event === 'deleted' || entry.event === 'pdf_generated')
    return 'values';
  return 'diff';
}

/** The value a `created` entry started with, or the one a `deleted` entry ended with. */
export const stateValue = (change: ActivityChange, event: ActivityEntry['event']) =>
  event === 'deleted' ? (change.old ?? change.new) : (change.new ?? change.old);
