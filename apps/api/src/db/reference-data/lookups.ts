import type { LookupList } from '@beacon/contracts';
import { type LookupSeed, v } from './lookup-seed.ts';
import { contentCategorySeed } from './lookups-content-categories.ts';
import { CPI_LOOKUP_SEED } from './lookups-cpi.ts';
import { CREATIVE_LOOKUP_SEED } from './lookups-creatives.ts';
import { CUSTOM_LIST_LOOKUP_SEED } from './lookups-custom-lists.ts';
import { EVENT_LOOKUP_SEED } from './lookups-events.ts';
import { LINE_ITEM_LOOKUP_SEED } from './lookups-line-items.ts';
import { SEGMENT_LOOKUP_SEED } from './lookups-segments.ts';
import { TARGETING_LOOKUP_SEED } from './lookups-targeting.ts';

/** IAB Content Taxonomy 1.0, tier 1 (IAB1–IAB26); the IAB code is in `extra.iab`. */
const iab = (n: number, code: string, en: string, es: string, pt: string, active = true): LookupSeed => ({
  ...v(n, code, en, es, pt, { iab: `IAB${n}` }),
  active,
});

const ADVERTISER_CATEGORIES: LookupSeed[] = [
  iab(1, 'arts_entertainment', 'Arts & Entertainment', 'Arte y entretenimiento', 'Artes e entretenimento'),
  iab(2, 'automotive', 'Automotive', 'Automoción', 'Automotivo'),
  iab(3, 'business', 'Business', 'Negocios', 'Negócios'),
  iab(4, 'careers', 'Careers', 'Empleo', 'Carreiras'),
  iab(5, 'education', 'Education', 'Educación', 'Educação'),
  iab(6, 'family_parenting', 'Family & Parenting', 'Familia y crianza', 'Família e criação de filhos'),
  iab(7, 'health_fitness', 'Health & Fitness', 'Salud y ejercicio', 'Saúde e fitness'),
  iab(8, 'food_drink', 'Food & Drink', 'Comida y bebida', 'Comida e bebida'),
  iab(9, 'hobbies_interests', 'Hobbies & Interests', 'Aficiones e intereses', 'Hobbies e interesses'),
  iab(10, 'home_garden', 'Home & Garden', 'Hogar y jardín', 'Casa e jardim'),
  iab(
    11,
    'law_government_politics',
    "Law, Gov't & Politics",
    'Derecho, gobierno y política',
    'Direito, governo e política',
  ),
  iab(12, 'news', 'News', 'Noticias', 'Notícias'),
  iab(13, 'personal_finance', 'Personal Finance', 'Finanzas personales', 'Finanças pessoais'),
  iab(14, 'society', 'Society', 'Sociedad', 'Sociedade'),
  iab(15, 'science', 'Science', 'Ciencia', 'Ciência'),
  iab(16, 'pets', 'Pets', 'Mascotas', 'Animais de estimação'),
  iab(17, 'sports', 'Sports', 'Deportes', 'Esportes'),
  iab(18, 'style_fashion', 'Style & Fashion', 'Estilo y moda', 'Estilo e moda'),
  iab(
    19,
    'technology_computing',
    'Technology & Computing',
    'Tecnología e informática',
    'Tecnologia e computação',
  ),
  iab(20, 'travel', 'Travel', 'Viajes', 'Viagens'),
  iab(21, 'real_estate', 'Real Estate', 'Bienes raíces', 'Imóveis'),
  iab(22, 'shopping', 'Shopping', 'Compras', 'Compras'),
  iab(
    23,
    'religion_spirituality',
    'Religion & Spirituality',
    'Religión y espiritualidad',
    'Religião e espiritualidade',
  ),
  iab(24, 'uncategorized', 'Uncategorized', 'Sin categoría', 'Sem categoria'),
  // Tiers 25 and 26 describe content to block, not what an advertiser sells: kept, not offered.
  iab(
    25,
    'non_standard_content',
    'Non-Standard Content',
    'Contenido no estándar',
    'Conteúdo não padrão',
    false,
  ),
  iab(26, 'illegal_content', 'Illegal Content', 'Contenido ilegal', 'Conteúdo ilegal', false),
];

export const LOOKUP_SEED: Record<LookupList, LookupSeed[]> = {
  ...LINE_ITEM_LOOKUP_SEED,
  ...CREATIVE_LOOKUP_SEED,
  ...CUSTOM_LIST_LOOKUP_SEED,
  ...EVENT_LOOKUP_SEED,
  ...CPI_LOOKUP_SEED,
  ...SEGMENT_LOOKUP_SEED,
  ...TARGETING_LOOKUP_SEED,
  advertiser_categories: ADVERTISER_CATEGORIES,
  content_categories: contentCategorySeed(ADVERTISER_CATEGORIES),
  // docs/REQUIREMENTS.md#reference-lists: fixed.
  budget_types: [v(1, 'new', 'New', 'Nuevo', 'Novo'), v(2, 'existing', 'Existing', 'Existente', 'Existente')],
  campaign_pacing: [
    v(1, 'even', 'Even', 'Uniforme', 'Uniforme'),
    v(2, 'asap', 'As soon as possible', 'Lo antes posible', 'O mais rápido possível'),
    v(3, 'front_loaded', 'Front-loaded', 'Concentrado al inicio', 'Concentrado no início'),
  ],
  optimization_strategies: [
    v(1, 'none', 'No optimization', 'Sin optimización', 'Sem otimização'),
    v(2, 'max_ctr', 'Maximize CTR', 'Maximizar el CTR', 'Maximizar o CTR'),
    v(3, 'min_cpc', 'Minimize CPC', 'Minimizar el CPC', 'Minimizar o CPC'),
    v(
      4,
      'max_vcr',
      'Maximize video completion rate',
      'Maximizar la tasa de vídeos completos',
      'Maximizar a taxa de vídeos completos',
    ),
    v(5, 'min_cpcv', 'Minimize CPCV', 'Minimizar el CPCV', 'Minimizar o CPCV'),
    v(6, 'min_cpa', 'Minimize CPA', 'Minimizar el CPA', 'Minimizar o CPA'),
    v(7, 'max_viewability', 'Maximize viewability', 'Maximizar la visibilidad', 'Maximizar a visibilidade'),
    v(8, 'max_reach', 'Maximize reach', 'Maximizar el alcance', 'Maximizar o alcance'),
  ],
  kpis: [
    v(
      1,
      'cpm',
      'CPM (cost per thousand impressions)',
      'CPM (costo por mil impresiones)',
      'CPM (custo por mil impressões)',
    ),
    v(2, 'cpc', 'CPC (cost per click)', 'CPC (costo por clic)', 'CPC (custo por clique)'),
    v(3, 'ctr', 'CTR (click-through rate)', 'CTR (tasa de clics)', 'CTR (taxa de cliques)'),
    v(
      4,
      'cpcv',
      'CPCV (cost per completed view)',
      'CPCV (costo por vídeo completo)',
      'CPCV (custo por vídeo completo)',
    ),
    v(
      5,
      'vcr',
      'VCR (video completion rate)',
      'VCR (tasa de vídeos completos)',
      'VCR (taxa de vídeos completos)',
    ),
    v(6, 'cpa', 'CPA (cost per acquisition)', 'CPA (costo por adquisición)', 'CPA (custo por aquisição)'),
    v(7, 'viewability', 'Viewability', 'Visibilidad', 'Visibilidade'),
    v(8, 'reach', 'Reach', 'Alcance', 'Alcance'),
    v(
      9,
      'roas',
      'ROAS (return on ad spend)',
      'ROAS (retorno de la inversión publicitaria)',
      'ROAS (retorno do investimento em publicidade)',
    ),
  ],
  // `extra.minutes`: the length of one unit; null for the whole flight.
  unit_times: [
    v(1, 'minute', 'Minute', 'Minuto', 'Minuto', { minutes: 1 }),
    v(2, 'hour', 'Hour', 'Hora', 'Hora', { minutes: 60 }),
    v(3, 'day', 'Day', 'Día', 'Dia', { minutes: 1440 }),
    v(4, 'week', 'Week', 'Semana', 'Semana', { minutes: 10080 }),
    v(5, 'month', 'Month (30 days)', 'Mes (30 días)', 'Mês (30 dias)', { minutes: 43200 }),
    v(6, 'lifetime', 'Lifetime', 'Toda la campaña', 'Toda a campanha', { minutes: null }),
  ],
  strategies: [
    v(1, 'prospecting', 'Prospecting', 'Prospección', 'Prospecção'),
    v(2, 'retargeting', 'Retargeting', 'Retargeting', 'Retargeting'),
    v(3, 'awareness', 'Brand awareness', 'Reconocimiento de marca', 'Reconhecimento de marca'),
    v(4, 'consideration', 'Consideration', 'Consideración', 'Consideração'),
    v(5, 'conversion', 'Conversion', 'Conversión', 'Conversão'),
    v(6, 'loyalty', 'Loyalty', 'Fidelización', 'Fidelização'),
    v(7, 'contextual', 'Contextual', 'Contextual', 'Contextual'),
    v(8, 'location', 'Location-based', 'Por ubicación', 'Por localização'),
  ],
  // How the inventory is bought.
  delivery_types: [
    v(1, 'open_auction', 'Open auction', 'Subasta abierta', 'Leilão aberto'),
    v(
      2,
      'private_marketplace',
      'Private marketplace (PMP)',
      'Mercado privado (PMP)',
      'Mercado privado (PMP)',
    ),
    v(3, 'preferred_deal', 'Preferred deal', 'Acuerdo preferente', 'Acordo preferencial'),
    v(
      4,
      'programmatic_guaranteed',
      'Programmatic guaranteed',
      'Programático garantizado',
      'Programático garantido',
    ),
  ],
  // docs/REQUIREMENTS.md#reference-lists: impressions, clicks, completed videos.
  delivery_objectives: [
    v(1, 'impressions', 'Impressions', 'Impresiones', 'Impressões'),
    v(2, 'clicks', 'Clicks', 'Clics', 'Cliques'),
    v(3, 'completed_videos', 'Completed videos', 'Vídeos completos', 'Vídeos completos'),
  ],
  frequency_cap_types: [
    v(1, 'device', 'Per device', 'Por dispositivo', 'Por dispositivo'),
    v(
      2,
      'household',
      'Per household (IP address)',
      'Por hogar (dirección IP)',
      'Por domicílio (endereço IP)',
    ),
    v(
      3,
      'person',
      'Per person (across devices)',
      'Por persona (entre dispositivos)',
      'Por pessoa (entre dispositivos)',
    ),
  ],
};
