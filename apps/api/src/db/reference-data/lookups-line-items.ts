import type { LookupSeed } from './lookup-seed.ts';
import { v } from './lookup-seed.ts';

/** Coded lists of the line-item form (000 §3). */
export const LINE_ITEM_LOOKUP_SEED = {
  line_item_types: [
    v(1, 'display', 'Display', 'Display', 'Display'),
    v(2, 'video', 'Video', 'Video', 'Vídeo'),
  ],
  // 000 §3: line items use spend or impressions.
  line_budget_types: [
    v(1, 'spend', 'Spend', 'Gasto', 'Gasto'),
    v(2, 'impressions', 'Impressions', 'Impresiones', 'Impressões'),
  ],
  bid_strategies: [],
  bid_shadings: [],
  line_pacing: [],
  // 000 §9: pacing behaviour 1 even, 2 ahead.
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
