import type { LookupSeed } from './lookup-seed.ts';
import { v } from './lookup-seed.ts';

/** Coded lists of the creative form (000 §3, §7). */
export const CREATIVE_LOOKUP_SEED = {
  creative_types: [
    v(1, 'display', 'Display', 'Display', 'Display'),
    v(2, 'native', 'Native', 'Nativo', 'Nativo'),
    v(3, 'video', 'Video', 'Video', 'Vídeo'),
    v(4, 'audio', 'Audio', 'Audio', 'Áudio'),
  ],
  creative_templates: [],
  creative_sizes: [],
  mime_types: [],
  expandable_types: [],
  expandable_directions: [],
  inbanner_videos: [],
  creative_vendors: [],
  video_apis: [],
  video_bit_rates: [],
  audio_bit_rates: [],
  // 000 §3: Banner Image → creative asset, HTML5 → html, VAST InLine → video, audio → audio.
  asset_types: [
    v(1, 'creative', 'Image', 'Imagen', 'Imagem'),
    v(2, 'html', 'HTML5', 'HTML5', 'HTML5'),
    v(3, 'video', 'Video', 'Video', 'Vídeo'),
    v(4, 'audio', 'Audio', 'Audio', 'Áudio'),
  ],
  creative_rules: [],
  creative_bulk_templates: [],
  // 000 §9: audio types 1 Upload, 2 Use Html.
  audio_types: [
    v(1, 'upload', 'Upload', 'Subir archivo', 'Enviar arquivo'),
    v(2, 'html', 'Use HTML', 'Usar HTML', 'Usar HTML'),
  ],
  model_types: [],
} satisfies Record<string, LookupSeed[]>;
