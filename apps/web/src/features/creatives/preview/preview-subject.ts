import type { NativeParts } from '@beacon/contracts';

/** What the preview needs of a creative; the grid's rows and the form's values both provide it. */
export type PreviewSubject = {
  name: string;
  creative_template_id: number;
  primary_asset_id: number | null;
  tag: string | null;
  width: number | null;
  height: number | null;
  audio_type_id: number | null;
  native: Pick<NativeParts, 'title_text' | 'body_text' | 'call_to_action' | 'images'> | null;
};

/** Tags without a declared size get the most common display size. */
export const FALLBACK_SIZE = { width: 300, height: 250 } as const;
