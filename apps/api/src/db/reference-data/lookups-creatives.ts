import { CREATIVE_TEMPLATE_IDS, CREATIVE_TEMPLATES, templateExtra } from '@beacon/contracts';
import type { LookupSeed } from './lookup-seed.ts';
import { v } from './lookup-seed.ts';

/** An IAB size: code `WxH`, name with the IAB name, width and height in `extra`. */
const size = (id: number, width: number, height: number, en: string, es: string, pt: string) =>
  v(
    id,
    `${width}x${height}`,
    `${width}x${height} ${en}`,
    `${width}x${height} ${es}`,
    `${width}x${height} ${pt}`,
    {
      width,
      height,
    },
  );

/** A bit rate in kbit/s. */
const kbps = (id: number, rate: number) =>
  v(id, `${rate}k`, `${rate} kbps`, `${rate} kbps`, `${rate} kbps`, { kbps: rate });

/** Coded lists of the creative form (docs/REQUIREMENTS.md#creatives). */
export const CREATIVE_LOOKUP_SEED = {
  creative_types: [
    v(1, 'display', 'Display', 'Display', 'Display'),
    v(2, 'native', 'Native', 'Nativo', 'Nativo'),
    v(3, 'video', 'Video', 'Video', 'Vídeo'),
    v(4, 'audio', 'Audio', 'Audio', 'Áudio'),
  ],
  // The template table lives in the contracts so the form, the server rules and this list agree.
  creative_templates: CREATIVE_TEMPLATE_IDS.map((id) => {
    const template = CREATIVE_TEMPLATES[id]!;
    const { en, es, pt } = template.names;
    return v(id, template.code, en, es, pt, templateExtra(template));
  }),
  // IAB standard ad units (IAB New Ad Portfolio and the fixed-size legacy units still traded).
  creative_sizes: [
    size(1, 300, 250, 'Medium Rectangle', 'Rectángulo mediano', 'Retângulo médio'),
    size(2, 728, 90, 'Leaderboard', 'Leaderboard', 'Leaderboard'),
    size(3, 320, 50, 'Mobile Leaderboard', 'Leaderboard móvil', 'Leaderboard móvel'),
    size(4, 300, 600, 'Half Page', 'Media página', 'Meia página'),
    size(5, 160, 600, 'Wide Skyscraper', 'Rascacielos ancho', 'Arranha-céu largo'),
    size(6, 970, 250, 'Billboard', 'Billboard', 'Billboard'),
    size(
      7,
      320,
      480,
      'Mobile Interstitial (portrait)',
      'Intersticial móvil (vertical)',
      'Intersticial móvel (retrato)',
    ),
    size(
      8,
      480,
      320,
      'Mobile Interstitial (landscape)',
      'Intersticial móvil (horizontal)',
      'Intersticial móvel (paisagem)',
    ),
    size(9, 336, 280, 'Large Rectangle', 'Rectángulo grande', 'Retângulo grande'),
    size(10, 468, 60, 'Full Banner', 'Banner completo', 'Banner completo'),
    size(11, 300, 50, 'Mobile Banner', 'Banner móvil', 'Banner móvel'),
    size(12, 970, 90, 'Super Leaderboard', 'Super leaderboard', 'Super leaderboard'),
    size(13, 250, 250, 'Square', 'Cuadrado', 'Quadrado'),
    size(14, 200, 200, 'Small Square', 'Cuadrado pequeño', 'Quadrado pequeno'),
    size(15, 120, 600, 'Skyscraper', 'Rascacielos', 'Arranha-céu'),
    size(16, 1, 1, 'Pixel / out-of-page', 'Píxel / fuera de página', 'Pixel / fora da página'),
    size(17, 320, 100, 'Large Mobile Banner', 'Banner móvil grande', 'Banner móvel grande'),
    size(18, 300, 1050, 'Portrait', 'Retrato', 'Retrato'),
    size(19, 234, 60, 'Half Banner', 'Medio banner', 'Meio banner'),
    size(20, 180, 150, 'Rectangle', 'Rectángulo', 'Retângulo'),
    size(21, 120, 240, 'Vertical Banner', 'Banner vertical', 'Banner vertical'),
    size(
      22,
      768,
      1024,
      'Tablet Interstitial (portrait)',
      'Intersticial tableta (vertical)',
      'Intersticial tablet (retrato)',
    ),
    size(
      23,
      1024,
      768,
      'Tablet Interstitial (landscape)',
      'Intersticial tableta (horizontal)',
      'Intersticial tablet (paisagem)',
    ),
    size(24, 640, 360, 'Video 16:9 (360p)', 'Video 16:9 (360p)', 'Vídeo 16:9 (360p)'),
    size(25, 1280, 720, 'Video 16:9 (720p)', 'Video 16:9 (720p)', 'Vídeo 16:9 (720p)'),
    size(26, 1920, 1080, 'Video 16:9 (1080p)', 'Video 16:9 (1080p)', 'Vídeo 16:9 (1080p)'),
    size(
      27,
      1200,
      627,
      'Native landscape image (1.91:1)',
      'Imagen nativa horizontal (1.91:1)',
      'Imagem nativa paisagem (1.91:1)',
    ),
    size(
      28,
      627,
      627,
      'Native square image (1:1)',
      'Imagen nativa cuadrada (1:1)',
      'Imagem nativa quadrada (1:1)',
    ),
  ],
  mime_types: [
    v(1, 'image/jpeg', 'JPEG image', 'Imagen JPEG', 'Imagem JPEG', { mime: 'image/jpeg', kind: 'image' }),
    v(2, 'image/png', 'PNG image', 'Imagen PNG', 'Imagem PNG', { mime: 'image/png', kind: 'image' }),
    v(3, 'image/gif', 'GIF image', 'Imagen GIF', 'Imagem GIF', { mime: 'image/gif', kind: 'image' }),
    v(4, 'text/html', 'HTML', 'HTML', 'HTML', { mime: 'text/html', kind: 'html' }),
    v(5, 'application/javascript', 'JavaScript', 'JavaScript', 'JavaScript', {
      mime: 'application/javascript',
      kind: 'script',
    }),
    v(6, 'video/mp4', 'MP4 video', 'Video MP4', 'Vídeo MP4', { mime: 'video/mp4', kind: 'video' }),
    v(7, 'video/webm', 'WebM video', 'Video WebM', 'Vídeo WebM', { mime: 'video/webm', kind: 'video' }),
    v(8, 'application/x-mpegURL', 'HLS stream', 'Transmisión HLS', 'Transmissão HLS', {
      mime: 'application/x-mpegURL',
      kind: 'video',
    }),
    v(9, 'audio/mpeg', 'MP3 audio', 'Audio MP3', 'Áudio MP3', { mime: 'audio/mpeg', kind: 'audio' }),
    v(10, 'audio/mp4', 'AAC / M4A audio', 'Audio AAC / M4A', 'Áudio AAC / M4A', {
      mime: 'audio/mp4',
      kind: 'audio',
    }),
    v(11, 'audio/ogg', 'Ogg audio', 'Audio Ogg', 'Áudio Ogg', { mime: 'audio/ogg', kind: 'audio' }),
    v(12, 'audio/wav', 'WAV audio', 'Audio WAV', 'Áudio WAV', { mime: 'audio/wav', kind: 'audio' }),
    v(13, 'application/zip', 'HTML5 bundle (zip)', 'Paquete HTML5 (zip)', 'Pacote HTML5 (zip)', {
      mime: 'application/zip',
      kind: 'html',
    }),
  ],
  expandable_types: [
    v(1, 'click', 'Expands on click', 'Se expande al hacer clic', 'Expande ao clicar'),
    v(2, 'rollover', 'Expands on rollover', 'Se expande al pasar el cursor', 'Expande ao passar o cursor'),
    v(3, 'auto', 'Expands automatically', 'Se expande automáticamente', 'Expande automaticamente'),
  ],
  expandable_directions: [
    v(1, 'up', 'Up', 'Arriba', 'Para cima'),
    v(2, 'down', 'Down', 'Abajo', 'Para baixo'),
    v(3, 'left', 'Left', 'Izquierda', 'Esquerda'),
    v(4, 'right', 'Right', 'Derecha', 'Direita'),
    v(5, 'fullscreen', 'Full screen', 'Pantalla completa', 'Tela cheia'),
  ],
  inbanner_videos: [
    v(
      1,
      'auto_play_muted',
      'Auto-play, muted',
      'Reproducción automática sin sonido',
      'Reprodução automática sem som',
    ),
    v(2, 'click_to_play', 'Click to play', 'Reproducir al hacer clic', 'Reproduzir ao clicar'),
    v(
      3,
      'rollover_to_play',
      'Rollover to play',
      'Reproducir al pasar el cursor',
      'Reproduzir ao passar o cursor',
    ),
  ],
  // Ad verification, measurement and rich-media vendors a creative declares to the exchanges.
  creative_vendors: [
    v(1, 'ias', 'Integral Ad Science', 'Integral Ad Science', 'Integral Ad Science', {
      kind: 'verification',
    }),
    v(2, 'doubleverify', 'DoubleVerify', 'DoubleVerify', 'DoubleVerify', { kind: 'verification' }),
    v(3, 'moat', 'Moat (Oracle)', 'Moat (Oracle)', 'Moat (Oracle)', { kind: 'verification' }),
    v(4, 'comscore', 'Comscore', 'Comscore', 'Comscore', { kind: 'measurement' }),
    v(5, 'nielsen', 'Nielsen', 'Nielsen', 'Nielsen', { kind: 'measurement' }),
    v(6, 'cm360', 'Campaign Manager 360', 'Campaign Manager 360', 'Campaign Manager 360', {
      kind: 'ad_server',
    }),
    v(7, 'sizmek', 'Sizmek', 'Sizmek', 'Sizmek', { kind: 'ad_server' }),
    v(8, 'flashtalking', 'Flashtalking', 'Flashtalking', 'Flashtalking', { kind: 'ad_server' }),
    v(9, 'celtra', 'Celtra', 'Celtra', 'Celtra', { kind: 'rich_media' }),
    v(10, 'adform', 'Adform', 'Adform', 'Adform', { kind: 'ad_server' }),
    v(11, 'innovid', 'Innovid', 'Innovid', 'Innovid', { kind: 'rich_media' }),
    v(12, 'jivox', 'Jivox', 'Jivox', 'Jivox', { kind: 'rich_media' }),
  ],
  // OpenRTB 2.x API frameworks (`api` codes in `extra.openrtb`).
  video_apis: [
    v(1, 'vpaid_1', 'VPAID 1.0', 'VPAID 1.0', 'VPAID 1.0', { openrtb: 1 }),
    v(2, 'vpaid_2', 'VPAID 2.0', 'VPAID 2.0', 'VPAID 2.0', { openrtb: 2 }),
    v(3, 'mraid_1', 'MRAID 1.0', 'MRAID 1.0', 'MRAID 1.0', { openrtb: 3 }),
    v(4, 'ormma', 'ORMMA', 'ORMMA', 'ORMMA', { openrtb: 4 }),
    v(5, 'mraid_2', 'MRAID 2.0', 'MRAID 2.0', 'MRAID 2.0', { openrtb: 5 }),
    v(6, 'mraid_3', 'MRAID 3.0', 'MRAID 3.0', 'MRAID 3.0', { openrtb: 6 }),
    v(7, 'omid_1', 'OMID 1.0', 'OMID 1.0', 'OMID 1.0', { openrtb: 7 }),
    v(8, 'simid_1', 'SIMID 1.0', 'SIMID 1.0', 'SIMID 1.0', { openrtb: 8 }),
  ],
  video_bit_rates: [
    kbps(1, 400),
    kbps(2, 800),
    kbps(3, 1200),
    kbps(4, 1500),
    kbps(5, 2500),
    kbps(6, 4000),
    kbps(7, 6000),
  ],
  audio_bit_rates: [kbps(1, 64), kbps(2, 96), kbps(3, 128), kbps(4, 192), kbps(5, 256), kbps(6, 320)],
  // docs/REQUIREMENTS.md#creatives: Banner Image → creative asset, HTML5 → html, VAST InLine → video, audio → audio.
  asset_types: [
    v(1, 'creative', 'Image', 'Imagen', 'Imagem'),
    v(2, 'html', 'HTML5', 'HTML5', 'HTML5'),
    v(3, 'video', 'Video', 'Video', 'Vídeo'),
    v(4, 'audio', 'Audio', 'Audio', 'Áudio'),
  ],
  // Serving rules a creative declares to the exchanges (what the ad does and needs).
  creative_rules: [
    v(1, 'standard', 'Standard', 'Estándar', 'Padrão'),
    v(
      2,
      'no_auto_play_audio',
      'No auto-play audio',
      'Sin audio en reproducción automática',
      'Sem áudio em reprodução automática',
    ),
    v(3, 'requires_ssl', 'Requires SSL', 'Requiere SSL', 'Requer SSL'),
    v(
      4,
      'user_initiated_expansion',
      'User-initiated expansion only',
      'Solo expansión iniciada por el usuario',
      'Somente expansão iniciada pelo usuário',
    ),
    v(5, 'no_flash', 'No Flash', 'Sin Flash', 'Sem Flash'),
    v(
      6,
      'max_file_size_150kb',
      'Initial load up to 150 KB',
      'Carga inicial hasta 150 KB',
      'Carga inicial até 150 KB',
    ),
    v(7, 'no_pop_ups', 'No pop-ups', 'Sin ventanas emergentes', 'Sem pop-ups'),
  ],
  creative_bulk_templates: [
    v(
      1,
      'image',
      'Image creatives (zip of images + csv)',
      'Creativos de imagen (zip de imágenes + csv)',
      'Criativos de imagem (zip de imagens + csv)',
    ),
    v(
      2,
      'script_tag',
      'Script tag creatives (csv with tags + zip of thumbnails)',
      'Creativos de script tag (csv con tags + zip de miniaturas)',
      'Criativos de script tag (csv com tags + zip de miniaturas)',
    ),
  ],
  // docs/REQUIREMENTS.md#creatives: audio types 1 Upload, 2 Use Html.
  audio_types: [
    v(1, 'upload', 'Upload', 'Subir archivo', 'Enviar arquivo'),
    v(2, 'html', 'Use HTML', 'Usar HTML', 'Usar HTML'),
  ],
  // How a creative is bought: the pricing model it is trafficked under.
  model_types: [
    v(1, 'cpm', 'CPM', 'CPM', 'CPM'),
    v(2, 'cpc', 'CPC', 'CPC', 'CPC'),
    v(3, 'cpa', 'CPA', 'CPA', 'CPA'),
    v(4, 'cpv', 'CPV', 'CPV', 'CPV'),
    v(5, 'cpcv', 'CPCV', 'CPCV', 'CPCV'),
    v(6, 'cpi', 'CPI', 'CPI', 'CPI'),
  ],
} satisfies Record<string, LookupSeed[]>;
