import { LANGUAGES } from '@beacon/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n, { loadLanguage } from '../../../i18n/index.ts';
import { emptyDraft } from '../form/targeting-draft.ts';
import { composeSummary, hourRanges } from './compose-summary.ts';

beforeAll(() => Promise.all(LANGUAGES.map((language) => loadLanguage(language, ['targeting']))));

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
    expect(hourRanges([...monday9to18, 24 * 6 + 23], en)).toEqual(['Mon 09:00–18:00', 'Sun 23:00–24:00']);
  });

  it('compacts consecutive days with the same hours into one range of days, in each language', () => {
    const weekdays8to20 = [0, 1, 2, 3, 4].flatMap((day) =>
      Array.from({ length: 12 }, (_, h) => day * 24 + 8 + h),
    );
    const saturday = Array.from({ length: 4 }, (_, h) => 5 * 24 + 10 + h);
    expect(hourRanges([...weekdays8to20, ...saturday], en)).toEqual([
      'Mon–Fri 08:00–20:00',
      'Sat 10:00–14:00',
    ]);
    expect(hourRanges(weekdays8to20, i18n.getFixedT('pt'))).toEqual(['Seg–Sex 08:00–20:00']);
    // Two runs a day on Monday and Tuesday, another on Thursday: the gap on Wednesday splits the days.
    const split = [0, 1, 3].flatMap((day) => [day * 24 + 9, day * 24 + 10, day * 24 + 15]);
    expect(hourRanges(split, en)).toEqual([
      'Mon–Tue 09:00–11:00',
      'Mon–Tue 15:00–16:00',
      'Thu 09:00–11:00',
      'Thu 15:00–16:00',
    ]);
  });

  it('has no sentence without terms', () => {
    expect(composeSummary(emptyDraft(), en)).toEqual({ modules: [], expression: '' });
  });
});
