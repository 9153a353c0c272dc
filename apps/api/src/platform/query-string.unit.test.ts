import { describe, expect, it } from 'vitest';
import { parseQueryString } from './query-string.ts';

describe('parseQueryString', () => {
  it('folds filters[field] into filters, the last repeat winning', () => {
    expect(parseQueryString('page=2&filters[name]=a&filters[name]=b&filters[id]=1')).toEqual({
      page: '2',
      filters: { name: 'b', id: '1' },
    });
  });

  it('keeps every value of filters[field][] as a list', () => {
    expect(
      parseQueryString('filters[marca][]=Caf%C3%A9&filters[marca][]=B&filters[categoria][]=Food&search=abc'),
    ).toEqual({ search: 'abc', filters: { marca: ['Café', 'B'], categoria: ['Food'] } });
  });

  it('leaves other bracketed keys alone (the strict query schema refuses them)', () => {
    expect(parseQueryString('filters[a][b]=1&x[]=2')).toEqual({ 'filters[a][b]': '1', 'x[]': '2' });
  });
});
