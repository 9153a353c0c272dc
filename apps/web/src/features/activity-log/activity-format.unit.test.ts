import { describe, expect, it } from 'vitest';
import { changesLayout, clonePeer, EMPTY_VALUE, formatActivityValue, stateValue } from './activity-format.ts';

const t = (key: string) => (key === 'values.yes' ? 'Yes' : key === 'values.no' ? 'No' : key);

describe('formatActivityValue', () => {
  it('shows booleans as yes/no and nothing as a dash', () => {
    expect(formatActivityValue(true, t)).toBe('Yes');
    expect(formatActivityValue(false, t)).toBe('No');
    expect(formatActivityValue(null, t)).toBe(EMPTY_VALUE);
    expect(formatActivityValue(undefined, t)).toBe(EMPTY_VALUE);
    expect(formatActivityValue('', t)).toBe(EMPTY_VALUE);
  });

  it('keeps money as given and joins lists', () => {
    expect(formatActivityValue('1500.50000000', t)).toBe('1500.50000000');
    expect(formatActivityValue(0, t)).toBe('0');
    expect(formatActivityValue([3, 7], t)).toBe('3, 7');
    expect(formatActivityValue([], t)).toBe(EMPTY_VALUE);
  });
});

describe('clonePeer', () => {
  it('names the source of a copy and the copy of a source', () => {
    expect(clonePeer([{ field: 'source_id', old: null, new: 12 }])).toEqual({ direction: 'from', id: '12' });
    expect(clonePeer([{ field: 'clone_id', old: null, new: 40 }])).toEqual({ direction: 'to', id: '40' });
    expect(clonePeer([{ field: 'name', old: 'a', new: 'b' }])).toBeNull();
  });
});

describe('changesLayout and stateValue', () => {
  it('shows a diff for updates, values for created and deleted', () => {
    expect(changesLayout({ event: 'updated' })).toBe('diff');
    expect(changesLayout({ event: 'activated' })).toBe('diff');
    expect(changesLayout({ event: 'created' })).toBe('values');
    expect(changesLayout({ event: 'deleted' })).toBe('values');
    expect(changesLayout({ event: 'cloned' })).toBe('clone');
    // What a PDF report was written for: its period, zone and language, not changes.
    expect(changesLayout({ event: 'pdf_generated' })).toBe('values');
  });

  it('takes the initial value of a creation and the final value of a deletion', () => {
    expect(stateValue({ field: 'name', old: null, new: 'Acme' }, 'created')).toBe('Acme');
    expect(stateValue({ field: 'name', old: 'Acme', new: null }, 'deleted')).toBe('Acme');
  });
});
