import { describe, expect, it } from 'vitest';
import { type CreativeFormValues, emptyCreativeValues } from './creative-form-values.ts';
import { creativeResolver, toPayload } from './creative-resolver.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as never;
const resolve = creativeResolver(() => ({ addonKinds: { 7: 'pixel' } }));

const banner: CreativeFormValues = {
  ...emptyCreativeValues(),
  advertiser_id: '3',
  creative_template_id: '1',
  name: 'Rye 300x250',
  primary_asset_id: 11,
  size_id: '1',
  width: '300',
  height: '250',
  click_url: 'https://nordic-bakery.com/rye',
  landing_page_url: 'https://nordic-bakery.com/rye',
};

const messages = (errors: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, (v as { message?: string }).message]));

describe('creative form resolver', () => {
  it('sends the fixed payload: no id on create, empty dates null, flags 1/0, the template’s type', async () => {
    const result = await resolve(
      { ...banner, pixels: ['https://px.example.com/a', '  '] },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).not.toHaveProperty('id');
    expect(result.values).toMatchObject({
      start_date: null,
      end_date: null,
      responsive: 0,
      mraid_playable: 0,
      creative_type_id: 1,
      // A row added and left empty is not sent.
      pixels: ['https://px.example.com/a'],
    });
  });

  it('sends the id as a number when editing', () => {
    expect(toPayload({ ...banner, id: 42 })).toMatchObject({ id: 42 });
  });

  it('shows the template’s rules even while other fields are missing', async () => {
    const result = await resolve(
      { ...banner, name: '', primary_asset_id: null, click_url: '', size_id: null },
      undefined,
      options,
    );
    expect(messages(result.errors)).toMatchObject({
      name: 'validation.required',
      primary_asset_id: 'validation.asset_required',
      click_url: 'validation.required',
      size_id: 'validation.required',
    });
  });

  it('counts library add-ons towards the limit of ten pixels', async () => {
    const pixels = Array.from({ length: 10 }, (_, i) => `https://px.example.com/${i}`);
    const result = await resolve({ ...banner, pixels, addons: ['7'] }, undefined, options);
    expect(messages(result.errors)).toMatchObject({ pixels: 'validation.too_many_pixels' });
  });

  it('template 23 sends an empty skip offset and MRAID playable off', () => {
    const payload = toPayload({
      ...banner,
      creative_template_id: '23',
      skip_offset: '',
      mraid_playable: true,
    });
    expect(payload).toMatchObject({ skip_offset: '', mraid_playable: 0, creative_type_id: 4 });
  });

  it('asks for what the exchange review needs: a landing page, over https', async () => {
    const missing = await resolve({ ...banner, landing_page_url: ' ' }, undefined, options);
    expect(messages(missing.errors)).toEqual({
      landing_page_url: 'creatives:approval.landing_page_required',
    });
    const plain = await resolve(
      { ...banner, landing_page_url: 'http://nordic-bakery.com/rye' },
      undefined,
      options,
    );
    expect(messages(plain.errors)).toEqual({ landing_page_url: 'review.landing_page_not_https' });
  });
});
