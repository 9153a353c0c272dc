import type { Creative } from '@beacon/contracts';

/** Native parts as the form holds them (asset ids as numbers, texts as strings). */
export type NativeFormValues = {
  title_text: string;
  body_text: string;
  call_to_action: string;
  aspect_ratio: string;
  images: number[];
  icons: number[];
  videos: number[];
};

/**
 * What the creative form edits: select values are strings (ids), multi-selects string arrays,
 * empty inputs ''. `creativePayload` turns them into the body the API takes (docs/REQUIREMENTS.md#creatives).
 */
export type CreativeFormValues = {
  id: number | null;
  // base
  advertiser_id: string | null;
  creative_type_id: string | null;
  creative_template_id: string | null;
  budget_type_id: string | null;
  audio_type_id: string | null;
  name: string;
  alternative_id: string;
  start_date: string;
  end_date: string;
  secure: boolean;
  active: boolean;
  // creative_advertiser
  domain: string;
  category_id: string | null;
  app_bundle: string;
  // creative_ad_content
  primary_asset_id: number | null;
  secondary_asset_id: number | null;
  companion_size_id: string | null;
  companion_html: string;
  click_url: string;
  tag: string;
  creative_rule_id: string | null;
  video_duration: string;
  audio_duration: string;
  title: string;
  click_url_audio: string;
  secondary_size_id: string | null;
  native: NativeFormValues;
  // creative_exchange_options
  vendors: string[];
  landing_page_url: string;
  appnexus_submit: boolean;
  thumbnail_id: number | null;
  // creative_addon_settings
  addons: string[];
  pixels: string[];
  scripts: string[];
  click_trackers: string[];
  vast_events: { event: string; url: string }[];
  progress_events: { offset: string; url: string }[];
  // creative_attributes
  size_id: string | null;
  width: string;
  height: string;
  mime_type_id: string | null;
  expandable_type_id: string | null;
  expandable_directions: string[];
  video_mime_types: string[];
  audio_mime_types: string[];
  video_api_id: string | null;
  video_bit_rates: string[];
  audio_bit_rates: string[];
  responsive: boolean;
  in_banner_video_id: string | null;
  mraid_playable: boolean;
  moat_web_viewability: boolean;
  moat_inapp_viewability: boolean;
  skippable: boolean;
  skip_offset: string;
};

/** Form fields the server may name in a 422 answer (nested ones with their path). */
export const CREATIVE_FIELDS = [
  'advertiser_id',
  'creative_type_id',
  'creative_template_id',
  'budget_type_id',
  'audio_type_id',
  'name',
  'alternative_id',
  'start_date',
  'end_date',
  'domain',
  'category_id',
  'app_bundle',
  'primary_asset_id',
  'secondary_asset_id',
  'companion_size_id',
  'companion_html',
  'click_url',
  'tag',
  'creative_rule_id',
  'video_duration',
  'audio_duration',
  'title',
  'click_url_audio',
  'secondary_size_id',
  'native.title_text',
  'native.body_text',
  'native.call_to_action',
  'native.aspect_ratio',
  'native.images',
  'native.icons',
  'vendors',
  'landing_page_url',
  'thumbnail_id',
  'addons',
  'pixels',
  'scripts',
  'click_trackers',
  'vast_events',
  'progress_events',
  'size_id',
  'width',
  'height',
  'mime_type_id',
  'expandable_type_id',
  'expandable_directions',
  'video_mime_types',
  'audio_mime_types',
  'video_api_id',
  'video_bit_rates',
  'audio_bit_rates',
  'in_banner_video_id',
  'skip_offset',
] as const;

const emptyNative = (): NativeFormValues => ({
  title_text: '',
  body_text: '',
  call_to_action: '',
  aspect_ratio: '',
  images: [],
  icons: [],
  videos: [],
});

/** A new creative: secure and active by default (docs/REQUIREMENTS.md#creatives), skip offset 00:00:00. */
export function emptyCreativeValues(): CreativeFormValues {
  return {
    id: null,
    advertiser_id: null,
    creative_type_id: null,
    creative_template_id: null,
    budget_type_id: null,
    audio_type_id: '1',
    name: '',
    alternative_id: '',
    start_date: '',
    end_date: '',
    secure: true,
    active: true,
    domain: '',
    category_id: null,
    app_bundle: '',
    primary_asset_id: null,
    secondary_asset_id: null,
    companion_size_id: null,
    companion_html: '',
    click_url: '',
    tag: '',
    creative_rule_id: null,
    video_duration: '',
    audio_duration: '',
    title: '',
    click_url_audio: '',
    secondary_size_id: null,
    native: emptyNative(),
    vendors: [],
    landing_page_url: '',
    appnexus_submit: false,
    thumbnail_id: null,
    addons: [],
    pixels: [],
    scripts: [],
    click_trackers: [],
    vast_events: [],
    progress_events: [],
    size_id: null,
    width: '',
    height: '',
    mime_type_id: null,
    expandable_type_id: null,
    expandable_directions: [],
    video_mime_types: [],
    audio_mime_types: [],
    video_api_id: null,
    video_bit_rates: [],
    audio_bit_rates: [],
    responsive: false,
    in_banner_video_id: null,
    mraid_playable: false,
    moat_web_viewability: false,
    moat_inapp_viewability: false,
    skippable: false,
    skip_offset: '00:00:00',
  };
}

const str = (v: number | null) => (v === null ? null : String(v));
const text = (v: string | number | null) => (v === null ? '' : String(v));
const strs = (list: number[]) => list.map(String);

/** The form's values of a saved creative. */
export function creativeToValues(c: Creative): CreativeFormValues {
  return {
    id: c.id,
    advertiser_id: String(c.advertiser_id),
    creative_type_id: String(c.creative_type_id),
    creative_template_id: String(c.creative_template_id),
    budget_type_id: str(c.budget_type_id),
    audio_type_id: str(c.audio_type_id) ?? '1',
    name: c.name,
    alternative_id: text(c.alternative_id),
    start_date: text(c.start_date),
    end_date: text(c.end_date),
    secure: c.secure,
    active: c.active,
    domain: text(c.domain),
    category_id: str(c.category_id),
    app_bundle: text(c.app_bundle),
    primary_asset_id: c.primary_asset_id,
    secondary_asset_id: c.secondary_asset_id,
    companion_size_id: str(c.companion_size_id),
    companion_html: text(c.companion_html),
    click_url: text(c.click_url),
    tag: text(c.tag),
    creative_rule_id: str(c.creative_rule_id),
    video_duration: text(c.video_duration),
    audio_duration: text(c.audio_duration),
    title: text(c.title),
    click_url_audio: text(c.click_url_audio),
    secondary_size_id: str(c.secondary_size_id),
    native: c.native
      ? {
          title_text: text(c.native.title_text),
          body_text: text(c.native.body_text),
          call_to_action: text(c.native.call_to_action),
          aspect_ratio: text(c.native.aspect_ratio),
          images: c.native.images,
          icons: c.native.icons,
          videos: c.native.videos,
        }
      : emptyNative(),
    vendors: strs(c.vendors),
    landing_page_url: text(c.landing_page_url),
    appnexus_submit: c.appnexus_submit,
    thumbnail_id: c.thumbnail_id,
    addons: strs(c.addons),
    pixels: c.pixels,
    scripts: c.scripts,
    click_trackers: c.click_trackers,
    vast_events: c.vast_events,
    progress_events: c.progress_events,
    size_id: str(c.size_id),
    width: text(c.width),
    height: text(c.height),
    mime_type_id: str(c.mime_type_id),
    expandable_type_id: str(c.expandable_type_id),
    expandable_directions: strs(c.expandable_directions),
    video_mime_types: strs(c.video_mime_types),
    audio_mime_types: strs(c.audio_mime_types),
    video_api_id: str(c.video_api_id),
    video_bit_rates: strs(c.video_bit_rates),
    audio_bit_rates: strs(c.audio_bit_rates),
    responsive: c.responsive,
    in_banner_video_id: str(c.in_banner_video_id),
    mraid_playable: c.mraid_playable,
    moat_web_viewability: c.moat_web_viewability,
    moat_inapp_viewability: c.moat_inapp_viewability,
    skippable: c.skippable,
    skip_offset: c.skip_offset ?? '00:00:00',
  };
}
