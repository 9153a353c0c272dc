import { SEGMENT_TAG_TYPES, VERB_USAGE_USED } from '@beacon/contracts';
import { v } from './lookup-seed.ts';

/**
 * Coded lists of the segment form (docs/REQUIREMENTS.md#segments). A verb usage says what the members did ("users who
 * <verb> in the last <days> days"); 604 "used" is the value new segments take. Tag types are the
 * snippets a segment's tag is generated as.
 */
export const SEGMENT_LOOKUP_SEED = {
  verb_usages: [
    v(601, 'visited', 'Visited', 'Visitaron', 'Visitaram'),
    v(602, 'purchased', 'Purchased', 'Compraron', 'Compraram'),
    v(603, 'searched', 'Searched', 'Buscaron', 'Pesquisaram'),
    v(VERB_USAGE_USED, 'used', 'Used', 'Usaron', 'Usaram'),
    v(605, 'installed', 'Installed', 'Instalaron', 'Instalaram'),
    v(606, 'registered', 'Registered', 'Se registraron', 'Registraram-se'),
  ],
  segment_tag_types: [
    v(SEGMENT_TAG_TYPES.image_pixel, 'image_pixel', 'Image pixel', 'Píxel de imagen', 'Pixel de imagem'),
    v(SEGMENT_TAG_TYPES.javascript, 'javascript', 'JavaScript', 'JavaScript', 'JavaScript'),
  ],
};
