import type { LookupSeed } from './lookup-seed.ts';
import { v } from './lookup-seed.ts';

/** What a conversion event records (docs/EVENTS.md). */
const eventTypes: LookupSeed[] = [
  v(1, 'purchase', 'Purchase', 'Compra', 'Compra'),
  v(2, 'lead', 'Lead', 'Lead', 'Lead'),
  v(3, 'sign_up', 'Sign-up', 'Registro', 'Cadastro'),
  v(4, 'add_to_cart', 'Add to cart', 'Añadir al carrito', 'Adicionar ao carrinho'),
  v(5, 'page_view', 'Page view', 'Vista de página', 'Visualização de página'),
  v(6, 'app_install', 'App install', 'Instalación de app', 'Instalação de app'),
  v(7, 'store_visit', 'Store visit', 'Visita a tienda', 'Visita à loja'),
  v(8, 'other', 'Other', 'Otro', 'Outro'),
];

/**
 * How a fire is credited (docs/EVENTS.md). `extra.code` is what attribution reads; the codes in
 * `ELIGIBLE_ATTRIBUTION_CODES` of the contracts credit line items, `count_only` credits none.
 */
const eventAttributions: LookupSeed[] = [
  v(
    1,
    'last_touch',
    'Last touch (click, then view)',
    'Último contacto (clic, luego vista)',
    'Último contato (clique, depois visualização)',
    { code: 'last_touch' },
  ),
  v(2, 'last_click', 'Last click only', 'Solo último clic', 'Somente último clique', { code: 'last_click' }),
  v(3, 'last_view', 'Last view only', 'Solo última vista', 'Somente última visualização', {
    code: 'last_view',
  }),
  v(4, 'count_only', 'Count only (no credit)', 'Solo contar (sin crédito)', 'Somente contar (sem crédito)', {
    code: 'count_only',
  }),
];

/** How the tag is placed: ids match `EVENT_TAG_TYPES` of the contracts. */
const eventTagTypes: LookupSeed[] = [
  v(1, 'image', 'Image pixel', 'Píxel de imagen', 'Pixel de imagem'),
  v(2, 'javascript', 'JavaScript', 'JavaScript', 'JavaScript'),
];

/** Coded lists of conversion events. */
export const EVENT_LOOKUP_SEED = {
  event_types: eventTypes,
  event_attributions: eventAttributions,
  event_tag_types: eventTagTypes,
} satisfies Record<string, LookupSeed[]>;
