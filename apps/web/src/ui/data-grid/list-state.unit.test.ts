import { describe, expect, it } from 'vitest';
import { parseListState, toApiQuery, toDownloadQuery, withFilter, writeListState } from './list-state.ts';

const users = { sort: 'id' };

describe('parseListState', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parseListState(new URLSearchParams(), users)).toEqual({
      page: 1,
      limit: 25,
      sort: 'id',
      order: 'desc',
      term: '',
      filters: {},
    });
  });

  it('uses external_id descending when the entity gives no sort', () => {
    const state = parseListState(new URLSearchParams());
    expect([state.sort, state.order]).toEqual(['external_id', 'desc']);
  });

  it('reads page, limit, sort, order, term and filters', () => {
    const params = new URLSearchParams(
      'page=3&limit=50&sort=email&order=asc&term=ana&filters[role_id]=2&filters[active]=1',
    );
    expect(parseListState(params, users)).toEqual({
      page: 3,
      limit: 50,
      sort: 'email',
      order: 'asc',
      term: 'ana',
      filters: { role_id: '2', active: '1' },
    });
  });

  it('falls back on malformed values', () => {
    const params = new URLSearchParams('page=-2&limit=33&sort=drop%20table&order=up&filters[x y]=1');
    expect(parseListState(params, users)).toEqual(parseListState(new URLSearchParams(), users));
  });
});

describe('writeListState', () => {
  it('leaves defaults out and keeps unrelated params', () => {
    const state = parseListState(new URLSearchParams(), users);
    expect(writeListState(state, users, new URLSearchParams('lang=es&page=4')).toString()).toBe('lang=es');
  });

  it('round-trips a non-default state', () => {
    const state = {
      page: 2,
      limit: 100,
      sort: 'name',
      order: 'asc' as const,
      term: 'x',
      filters: { email: 'a@b' },
    };
    expect(parseListState(writeListState(state, users), users)).toEqual(state);
  });

  it('writes order alone when only the direction differs from the default', () => {
    const state = { ...parseListState(new URLSearchParams(), users), order: 'asc' as const };
    expect(writeListState(state, users).toString()).toBe('sort=id&order=asc');
  });

  it('drops a filter that was cleared', () => {
    const base = new URLSearchParams('filters[email]=a');
    const state = withFilter(parseListState(base, users), 'email', '');
    expect(writeListState(state, users, base).toString()).toBe('');
  });
});

describe('API queries', () => {
  it('sends every paging field and only non-empty filters', () => {
    const state = withFilter(parseListState(new URLSearchParams('page=5'), users), 'name', 'ana');
    expect(toApiQuery(state).toString()).toBe(
      'mode=paginated&page=1&limit=25&sort=id&order=desc&filters%5Bname%5D=ana',
    );
  });

  it('asks for a download of the same query with the visible columns', () => {
    const state = parseListState(new URLSearchParams('term=x&filters[active]=1'), users);
    const query = toDownloadQuery(state, 'xlsx', ['id', 'name']);
    expect(Object.fromEntries(query)).toEqual({
      mode: 'download',
      type: 'xlsx',
      sort: 'id',
      order: 'desc',
      term: 'x',
      columns: 'id,name',
      'filters[active]': '1',
    });
  });
});
