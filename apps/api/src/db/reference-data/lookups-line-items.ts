import type { LookupSeed } from './lookup-seed.ts';
import { v } from './lookup-seed.ts';

/** Coded lists of the line-item form (docs/REQUIREMENTS.md#line-items). */
export const LINE_ITEM_LOOKUP_SEED = {
  line_item_types: [
    v(1, 'display', 'Display', 'Display', 'Display'),
    v(2, 'video', 'Video', 'Video', 'Vídeo'),
  ],
  // docs/REQUIREMENTS.md#line-items: line items use spend or impressions.
  line_budget_types: [
    v(1, 'spend', 'Spend', 'Gasto', 'Gasto'),
    v(2, 'impressions', 'Impressions', 'Impresiones', 'Impressões'),
  ],
  // The field matrix of each strategy lives in the contracts (line-item-fields.ts); ids match.
  bid_strategies: [
    v(1, 'fixed_cpm', 'Fixed CPM', 'CPM fijo', 'CPM fixo', { auction: false, video_only: false }),
    v(
      2,
      'max_cpm',
      'Dynamic CPM (maximum bid)',
      'CPM dinámico (puja máxima)',
      'CPM dinâmico (lance máximo)',
      {
        auction: true,
        video_only: false,
      },
    ),
    v(3, 'target_ecpm', 'Target eCPM', 'eCPM objetivo', 'eCPM alvo', { auction: true, video_only: false }),
    v(4, 'target_ecpc', 'Target eCPC', 'eCPC objetivo', 'eCPC alvo', { auction: true, video_only: false }),
    v(5, 'target_ctr', 'Target CTR', 'CTR objetivo', 'CTR alvo', { auction: true, video_only: false }),
    v(6, 'target_ecpcv', 'Target eCPCV (video)', 'eCPCV objetivo (vídeo)', 'eCPCV alvo (vídeo)', {
      auction: true,
      video_only: true,
    }),
    v(7, 'target_vcr', 'Target VCR (video)', 'VCR objetivo (vídeo)', 'VCR alvo (vídeo)', {
      auction: true,
      video_only: true,
    }),
    v(8, 'fixed_cpcv', 'Fixed CPCV (video)', 'CPCV fijo (vídeo)', 'CPCV fixo (vídeo)', {
      auction: false,
      video_only: true,
    }),
  ],
  // How far below the second price an auction bid is shaded; empty means no shading.
  bid_shadings: [
    v(1, 'light', 'Light', 'Leve', 'Leve'),
    v(2, 'balanced', 'Balanced', 'Equilibrado', 'Equilibrado'),
    v(3, 'aggressive', 'Aggressive', 'Agresivo', 'Agressivo'),
  ],
  // Daily needs a daily budget; lifetime takes one as an optional cap; ASAP spends without one.
  line_pacing: [
    v(1, 'daily', 'Daily', 'Diario', 'Diário'),
    v(2, 'lifetime', 'Lifetime (whole flight)', 'Toda la vigencia', 'Todo o período'),
    v(3, 'asap', 'As soon as possible', 'Lo antes posible', 'O mais rápido possível'),
  ],
  // docs/REQUIREMENTS.md#line-items: pacing behaviour 1 even, 2 ahead.
  pacing_behaviors: [
    v(1, 'even', 'Even', 'Uniforme', 'Uniforme'),
    v(2, 'ahead', 'Ahead', 'Adelantado', 'Adiantado'),
  ],
  catchup_behaviors: [
    v(1, 'even', 'Even', 'Uniforme', 'Uniforme'),
    v(2, 'ahead', 'Ahead', 'Adelantado', 'Adiantado'),
  ],
  creative_methods: [
    v(1, 'random', 'Random', 'Aleatorio', 'Aleatório'),
    v(2, 'weighted', 'Weighted', 'Ponderado', 'Ponderado'),
  ],
} satisfies Record<string, LookupSeed[]>;
