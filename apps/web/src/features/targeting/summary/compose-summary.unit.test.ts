import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n/index.ts';
import { emptyDraft } from '../form/targeting-draft.ts';
import { composeSummary, hourRanges } from './compose-summary.ts';

const en = i18n.getFixedT('en');
const es = i18n.getFixedT('es');

describe('summary composed in the browser', () => {
  it('reads a key as the server does: includes as alternatives, excludes as neither/nor', () => {
    const draft = emptyDraft();
    draft.country.include.push(
      { value: '170', value_name: 'Colombia' },
      { value: '76', value_name: 'Brazil' },
    );
    draft.operating_system.exclude.push(
      { value: '2', value_name: 'iOS' },
      { value: '1', value_name: 'Android' },
    );
    draft.topframe.include.push({ value: 'true', value_name: null });
    const summary = composeSummary(draft, en);
    expect(summary.modules.map((m) => m.module)).toEqual(['environment', 'geo', 'platform']);
    expect(summary.expression).toBe(
      'Top frame is Yes AND Country is Colombia or Brazil AND Operating system is neither iOS nor Android',
    );
  });

  it('names the attribute of app and site terms, in the reader’s language', () => {
    const draft = emptyDraft();
    draft.app_name.include.push({ value: 'com.river.run', value_name: null });
    draft.app_name.by_attribute = 'bundle';
    draft.city.exclude.push({ value: '1', value_name: 'Bogotá, CO' });
    expect(composeSummary(draft, es).expression).toBe(
      'App (Bundle) es com.river.run Y Ciudad no es Bogotá, CO',
    );
  });

  it('gives hours as day ranges', () => {
    const monday9to18 = Array.from({ length: 9 }, (_, h) => 9 + h);
    expect(hourRanges([...monday9to18, 24 * 6 + 23], en)).toEqual(['Mon 09–18', 'Sun 23–24']);
  });

  it('has no sentence without terms', () => {
    expect(composeSummary(emptyDraft(), en)).toEqual({ modules: [], expression: '' });
  });
});
