import { describe, expect, it } from 'vitest';
import { associationDateErrors } from './creative-associations.ts';
import { isValidUrl } from './creative-fields.ts';
import { creativePayload } from './creative-payload.ts';
import { type CreativeInput, creativeRequestSchema } from './creative-request.ts';
import { creativeRuleErrors } from './creative-rules.ts';
import { CREATIVE_TEMPLATES } from './creative-templates.ts';

const base = {
  name: 'Spring banner',
  advertiser_id: 7,
  creative_template_id: 1,
  primary_asset_id: 3,
  size_id: 1,
  click_url: 'https://brand.example.com/',
};
const parse = (values: Record<string, unknown>): CreativeInput => creativeRequestSchema.parse(values);

describe('creativePayload', () => {
  it('sends the id as a number only when editing', () => {
    expect(creativePayload({ ...base, id: '12' }, { editing: true }).id).toBe(12);
    expect('id' in creativePayload({ ...base, id: '12' }, { editing: false })).toBe(false);
  });

  it('sends empty dates, titles and companion html as null, and no companion size without html', () => {
    const body = creativePayload(
      {
        ...base,
        creative_template_id: 6,
        start_date: '',
        end_date: '  ',
        title: '',
        companion_html: '',
        companion_size_id: 4,
      },
      { editing: false },
    );
    expect(body).toMatchObject({ start_date: null, end_date: null, title: null, companion_html: null });
    expect(body.companion_size_id).toBeNull();
    const withHtml = creativePayload(
      { ...base, creative_template_id: 6, companion_html: '<div></div>', companion_size_id: 4 },
      { editing: false },
    );
    expect(withHtml.companion_size_id).toBe(4);
  });

  it('sends responsive, mraid playable and viewability flags as 1/0', () => {
    const body = creativePayload(
      {
        ...base,
        responsive: true,
        mraid_playable: false,
        moat_web_viewability: 'true',
        moat_inapp_viewability: 0,
      },
      { editing: false },
    );
    expect(body).toMatchObject({
      responsive: 1,
      mraid_playable: 0,
      moat_web_viewability: 1,
      moat_inapp_viewability: 0,
    });
  });

  it('template 23 sends skip_offset "" when null and mraid_playable off', () => {
    const body = creativePayload(
      { ...base, creative_template_id: 23, skip_offset: null, mraid_playable: true },
      { editing: false },
    );
    expect(body).toMatchObject({ skip_offset: '', mraid_playable: 0, creative_type_id: 4 });
    // The server reads the body back to the same values.
    const parsed = parse({ ...body, primary_asset_id: 5, audio_duration: 30 });
    expect(parsed.skip_offset).toBeNull();
    expect(parsed.mraid_playable).toBe(false);
  });

  it('keeps only the extra fields of the template’s group; tag templates keep their size only', () => {
    const video = creativePayload(
      { ...base, creative_template_id: 3, expandable_type_id: 2, video_duration: 30, in_banner_video_id: 1 },
      { editing: false },
    );
    expect(video).toMatchObject({ expandable_type_id: null, in_banner_video_id: null, video_duration: 30 });
    const tag = creativePayload(
      { ...base, creative_template_id: 14, size_id: 2, video_duration: 30, expandable_directions: [1] },
      { editing: false },
    );
    expect(tag).toMatchObject({ size_id: 2, video_duration: null, expandable_directions: [] });
  });
});

describe('creativeRuleErrors', () => {
  it('asks each template family for what it needs to serve', () => {
    expect(creativeRuleErrors(parse({ ...base, primary_asset_id: null, size_id: null }))).toEqual({
      primary_asset_id: ['validation.asset_required'],
      size_id: ['validation.required'],
    });
    expect(creativeRuleErrors(parse({ ...base, creative_template_id: 18 }))).toEqual({
      tag: ['validation.required'],
    });
    expect(
      creativeRuleErrors(
        parse({ ...base, creative_template_id: 3, primary_asset_id: null, video_duration: 30 }),
      ),
    ).toEqual({ primary_asset_id: ['validation.video_asset_or_vast'] });
    expect(
      creativeRuleErrors(
        parse({ ...base, creative_template_id: 9, native: { title_text: 'T', images: [1] } }),
      ),
    ).toEqual({ 'native.icons': ['validation.required'], 'native.call_to_action': ['validation.required'] });
    expect(creativeRuleErrors(parse({ ...base, creative_template_id: 99 }))).toEqual({
      creative_template_id: ['validation.creative_template'],
    });
  });

  it('counts library add-ons of a kind towards its limit of ten', () => {
    const pixels = Array.from({ length: 9 }, (_, i) => `https://px.example.com/${i}`);
    const input = parse({ ...base, pixels, addons: [1, 2] });
    expect(creativeRuleErrors(input, { addonKinds: { 1: 'pixel', 2: 'script' } })).toEqual({});
    expect(creativeRuleErrors(input, { addonKinds: { 1: 'pixel', 2: 'pixel' } })).toEqual({
      pixels: ['validation.too_many_pixels'],
    });
    const eleven = creativeRequestSchema.safeParse({
      ...base,
      pixels: [...pixels, 'https://a.example.com', 'https://b.example.com'],
    });
    expect(eleven.success).toBe(false);
  });

  it('keeps the template table consistent: extras and upload routes per template', () => {
    for (const id of [14, 15, 16, 17, 18, 19, 22]) expect(CREATIVE_TEMPLATES[id]!.extra).toBe('none');
    for (const id of [1, 4, 5, 13]) expect(CREATIVE_TEMPLATES[id]!.asset_route).toBe('creative_assets');
    expect(CREATIVE_TEMPLATES[21]!.asset_route).toBe('html_assets');
    for (const id of [3, 6, 20]) expect(CREATIVE_TEMPLATES[id]!.asset_route).toBe('video_assets');
    expect(CREATIVE_TEMPLATES[23]!.asset_route).toBe('audio_assets');
    const builders = Object.values(CREATIVE_TEMPLATES)
      .filter((t) => t.payload_builder)
      .map((t) => t.id);
    expect(builders).toEqual([1, 3, 4, 5, 6, 13, 20, 21, 23, 24]);
  });
});

describe('URLs and association dates', () => {
  it('accepts http(s) URLs with a real host only', () => {
    expect(isValidUrl('https://brand.example.com/a?b=1')).toBe(true);
    expect(isValidUrl('javascript:alert(1)')).toBe(false);
    expect(isValidUrl('https://localhost/')).toBe(false);
  });

  it('keeps association dates inside the line item’s flight', () => {
    const line = { start_date: '2030-01-01 00:00:00', end_date: '2030-01-31 23:59:59' };
    expect(associationDateErrors({ start_date: null, end_date: null }, line)).toEqual({});
    expect(
      associationDateErrors({ start_date: '2029-12-31 23:59:59', end_date: '2030-02-01 00:00:00' }, line),
    ).toEqual({
      start_date: ['validation.association_outside_line_flight'],
      end_date: ['validation.association_outside_line_flight'],
    });
  });
});
