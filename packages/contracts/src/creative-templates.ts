/**
 * The creative templates (docs/REQUIREMENTS.md#creatives): which creative type each template makes, where its
 * assets are uploaded, which asset type it expects and which group of extra fields the form shows. The
 * `creative_templates` coded list is seeded from this table, so the list, the form and the server rules read
 * the same values.
 */

/** Creative types (`creative_types`). */
export const CREATIVE_TYPES = { display: 1, native: 2, video: 3, audio: 4 } as const;

/** Asset types (`asset_types`): Banner Image → creative, HTML5 → html, VAST InLine → video, audio. */
export const ASSET_TYPES = { creative: 1, html: 2, video: 3, audio: 4 } as const;

/** Upload route of a template's primary asset (docs/REQUIREMENTS.md#creatives). */
export const ASSET_ROUTES = ['creative_assets', 'html_assets', 'video_assets', 'audio_assets'] as const;
export type AssetRoute = (typeof ASSET_ROUTES)[number];

/** The extra field groups of the form (docs/REQUIREMENTS.md#creatives); `none` shows no extra fields. */
export const CREATIVE_EXTRA_GROUPS = [
  'crea_display',
  'crea_native',
  'crea_video',
  'crea_audio',
  'none',
] as const;
export type CreativeExtraGroup = (typeof CREATIVE_EXTRA_GROUPS)[number];

/**
 * What a template needs to serve; `creativeRuleErrors` reads it:
 * - image: an uploaded image and a size; html5: an uploaded HTML5 bundle and a size;
 * - tag: a third-party HTML/JS tag and a size; vast_wrapper: a VAST URL in `tag`;
 * - video / audio: an uploaded file (or a VAST document in `tag`); native: the native parts.
 */
export const CREATIVE_FAMILIES = [
  'image',
  'html5',
  'tag',
  'video',
  'vast_wrapper',
  'audio',
  'native',
] as const;
export type CreativeFamily = (typeof CREATIVE_FAMILIES)[number];

/** Third-party ad servers a tag template belongs to; clone providers switch to theirs. */
export const CLONE_PROVIDERS = ['dfa', 'sizmek', 'flashtalking'] as const;
export type CloneProvider = (typeof CLONE_PROVIDERS)[number];

export type CreativeTemplate = {
  id: number;
  code: string;
  names: { en: string; es: string; pt: string };
  creative_type_id: number;
  asset_route: AssetRoute;
  /** The asset type of the primary asset; null when the template serves a tag (the upload is a thumbnail). */
  asset_type_id: number | null;
  extra: CreativeExtraGroup;
  family: CreativeFamily;
  /** Templates whose payload the form builds field by field (docs/REQUIREMENTS.md#creatives). */
  payload_builder: boolean;
  /** The ad server that wrote the tag, for third-party tag templates. */
  provider: CloneProvider | 'celtra' | 'adform' | null;
};

const t = (
  id: number,
  code: string,
  names: [string, string, string],
  creative_type_id: number,
  family: CreativeFamily,
  extra: CreativeExtraGroup,
  payload_builder: boolean,
  provider: CreativeTemplate['provider'] = null,
): CreativeTemplate => {
  const asset_route: AssetRoute =
    family === 'html5'
      ? 'html_assets'
      : family === 'video'
        ? 'video_assets'
        : family === 'audio'
          ? 'audio_assets'
          : 'creative_assets';
  const asset_type_id =
    family === 'image' || family === 'native'
      ? ASSET_TYPES.creative
      : family === 'html5'
        ? ASSET_TYPES.html
        : family === 'video'
          ? ASSET_TYPES.video
          : family === 'audio'
            ? ASSET_TYPES.audio
            : null;
  const [en, es, pt] = names;
  return {
    id,
    code,
    names: { en, es, pt },
    creative_type_id,
    asset_route,
    asset_type_id,
    extra,
    family,
    payload_builder,
    provider,
  };
};

const { display, native, video, audio } = CREATIVE_TYPES;

const TEMPLATE_LIST: CreativeTemplate[] = [
  t(
    1,
    'banner_image',
    ['Banner image', 'Banner de imagen', 'Banner de imagem'],
    display,
    'image',
    'crea_display',
    true,
  ),
  t(
    2,
    'html_tag',
    ['HTML / JavaScript tag', 'Tag HTML / JavaScript', 'Tag HTML / JavaScript'],
    display,
    'tag',
    'crea_display',
    false,
  ),
  t(
    3,
    'vast_inline_video',
    ['VAST InLine video', 'Video VAST InLine', 'Vídeo VAST InLine'],
    video,
    'video',
    'crea_video',
    true,
  ),
  t(
    4,
    'expandable_image',
    ['Expandable banner image', 'Banner de imagen expandible', 'Banner de imagem expansível'],
    display,
    'image',
    'crea_display',
    true,
  ),
  t(
    5,
    'interstitial_image',
    ['Mobile interstitial image', 'Intersticial móvil de imagen', 'Intersticial móvel de imagem'],
    display,
    'image',
    'crea_display',
    true,
  ),
  t(
    6,
    'video_with_companion',
    [
      'VAST InLine video with companion banner',
      'Video VAST InLine con banner acompañante',
      'Vídeo VAST InLine com banner complementar',
    ],
    video,
    'video',
    'crea_video',
    true,
  ),
  t(
    7,
    'mraid_tag',
    ['MRAID in-app tag', 'Tag MRAID in-app', 'Tag MRAID in-app'],
    display,
    'tag',
    'crea_display',
    false,
  ),
  t(
    8,
    'native_in_feed',
    ['Native in-feed article', 'Nativo en el feed (artículo)', 'Nativo no feed (artigo)'],
    native,
    'native',
    'crea_native',
    false,
  ),
  t(
    9,
    'native_app_install',
    ['Native app install', 'Nativo de instalación de app', 'Nativo de instalação de app'],
    native,
    'native',
    'crea_native',
    false,
  ),
  t(
    10,
    'native_recommendation',
    [
      'Native content recommendation',
      'Nativo de recomendación de contenido',
      'Nativo de recomendação de conteúdo',
    ],
    native,
    'native',
    'crea_native',
    false,
  ),
  t(
    11,
    'skin_image',
    ['Site skin / wallpaper image', 'Skin / fondo de sitio de imagen', 'Skin / papel de parede de imagem'],
    display,
    'image',
    'crea_display',
    false,
  ),
  t(
    12,
    'in_banner_video_image',
    [
      'In-banner video (poster image)',
      'Video in-banner (imagen de portada)',
      'Vídeo in-banner (imagem de capa)',
    ],
    display,
    'image',
    'crea_display',
    false,
  ),
  t(
    13,
    'responsive_image',
    ['Responsive banner image', 'Banner de imagen adaptable', 'Banner de imagem responsivo'],
    display,
    'image',
    'crea_display',
    true,
  ),
  t(
    14,
    'dfa_tag',
    ['Campaign Manager (DFA) tag', 'Tag de Campaign Manager (DFA)', 'Tag do Campaign Manager (DFA)'],
    display,
    'tag',
    'none',
    false,
    'dfa',
  ),
  t(
    15,
    'sizmek_tag',
    ['Sizmek tag', 'Tag de Sizmek', 'Tag da Sizmek'],
    display,
    'tag',
    'none',
    false,
    'sizmek',
  ),
  t(
    16,
    'flashtalking_tag',
    ['Flashtalking tag', 'Tag de Flashtalking', 'Tag da Flashtalking'],
    display,
    'tag',
    'none',
    false,
    'flashtalking',
  ),
  t(
    17,
    'celtra_tag',
    ['Celtra tag', 'Tag de Celtra', 'Tag da Celtra'],
    display,
    'tag',
    'none',
    false,
    'celtra',
  ),
  t(
    18,
    'generic_js_tag',
    ['Generic JavaScript tag', 'Tag JavaScript genérico', 'Tag JavaScript genérico'],
    display,
    'tag',
    'none',
    false,
  ),
  t(
    19,
    'adform_tag',
    ['Adform tag', 'Tag de Adform', 'Tag da Adform'],
    display,
    'tag',
    'none',
    false,
    'adform',
  ),
  t(
    20,
    'vpaid_video',
    ['VPAID interactive video', 'Video interactivo VPAID', 'Vídeo interativo VPAID'],
    video,
    'video',
    'crea_video',
    true,
  ),
  t(
    21,
    'html5_bundle',
    ['HTML5 bundle', 'Paquete HTML5', 'Pacote HTML5'],
    display,
    'html5',
    'crea_display',
    true,
  ),
  t(
    22,
    'vast_wrapper',
    ['VAST wrapper URL', 'URL de VAST wrapper', 'URL de VAST wrapper'],
    video,
    'vast_wrapper',
    'none',
    false,
  ),
  t(
    23,
    'vast_inline_audio',
    ['VAST InLine audio', 'Audio VAST InLine', 'Áudio VAST InLine'],
    audio,
    'audio',
    'crea_audio',
    true,
  ),
  t(
    24,
    'native_display',
    ['Native display (image and text)', 'Nativo display (imagen y texto)', 'Nativo display (imagem e texto)'],
    native,
    'native',
    'crea_native',
    true,
  ),
];

/** The templates keyed by id. */
export const CREATIVE_TEMPLATES: Readonly<Record<number, CreativeTemplate>> = Object.fromEntries(
  TEMPLATE_LIST.map((template) => [template.id, template]),
);

export const CREATIVE_TEMPLATE_IDS = TEMPLATE_LIST.map((template) => template.id);

/** The template of a clone provider (the tag template of that ad server). */
export const PROVIDER_TEMPLATE: Record<CloneProvider, number> = { dfa: 14, sizmek: 15, flashtalking: 16 };

/** The `extra` stored with each `creative_templates` row and served by `/api/list/creative_templates`. */
export const templateExtra = (template: CreativeTemplate) => ({
  creative_type_id: template.creative_type_id,
  asset_route: template.asset_route,
  asset_type_id: template.asset_type_id,
  extra: template.extra,
  family: template.family,
  payload_builder: template.payload_builder,
  provider: template.provider,
});
