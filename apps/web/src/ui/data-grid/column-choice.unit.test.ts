import { describe, expect, it } from 'vitest';
import {
  columnChoiceKey,
  readColumnChoice,
  toggleColumn,
  visibleColumns,
  writeColumnChoice,
} from './column-choice.ts';

const columns = [
  { accessor: 'id', fixed: true },
  { accessor: 'name', fixed: true },
  { accessor: 'email' },
  { accessor: 'language', defaultVisible: false },
  { accessor: 'active', fixed: true },
];

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('visibleColumns', () => {
  it('shows fixed and default columns when nothing is stored', () => {
    expect(visibleColumns(columns, null)).toEqual(['id', 'name', 'email', 'active']);
  });

  it('follows a stored choice but always keeps fixed columns, in column order', () => {
    expect(visibleColumns(columns, ['language'])).toEqual(['id', 'name', 'language', 'active']);
  });

  it('ignores unknown accessors in a stored choice', () => {
    expect(visibleColumns(columns, ['gone', 'email'])).toEqual(['id', 'name', 'email', 'active']);
  });
});

describe('toggleColumn', () => {
  it('hides and shows optional columns', () => {
    const hidden = toggleColumn(columns, null, 'email');
    expect(hidden).toEqual(['id', 'name', 'active']);
    expect(visibleColumns(columns, toggleColumn(columns, hidden, 'language'))).toEqual([
      'id',
      'name',
      'language',
      'active',
    ]);
  });

  it('never hides a fixed column', () => {
    expect(toggleColumn(columns, null, 'id')).toEqual(['id', 'name', 'email', 'active']);
  });
});

describe('column choice storage', () => {
  it('is stored per list and survives a reload', () => {
    const store = memoryStore();
    writeColumnChoice(store, 'users', ['email']);
    expect(store.data.has(columnChoiceKey('users'))).toBe(true);
    expect(columnChoiceKey('users')).toBe('beacon.grid.users.columns');
    expect(readColumnChoice(store, 'users')).toEqual(['email']);
    expect(readColumnChoice(store, 'outbox')).toBeNull();
  });

  it('treats corrupt data as no choice and can be reset', () => {
    const store = memoryStore();
    store.setItem(columnChoiceKey('users'), '{not json');
    expect(readColumnChoice(store, 'users')).toBeNull();
    store.setItem(columnChoiceKey('users'), '{"a":1}');
    expect(readColumnChoice(store, 'users')).toBeNull();
    writeColumnChoice(store, 'users', null);
    expect(store.data.size).toBe(0);
  });
});
