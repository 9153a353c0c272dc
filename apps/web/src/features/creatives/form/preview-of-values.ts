import type { PreviewSubject } from '../preview/preview-subject.ts';
import type { CreativeFormValues } from './creative-form-values.ts';

const num = (v: string) => (v.trim() === '' || Number.isNaN(Number(v)) ? null : Number(v));

/** The preview of what the form holds now, saved or not. */
export function previewOfValues(values: CreativeFormValues): PreviewSubject {
  return {
    name: values.name,
    creative_template_id: Number(values.creative_template_id),
    primary_asset_id: values.primary_asset_id,
    tag: values.tag || null,
    width: num(values.width),
    height: num(values.height),
    audio_type_id: values.audio_type_id ? Number(values.audio_type_id) : null,
    native: {
      title_text: values.native.title_text || null,
      body_text: values.native.body_text || null,
      call_to_action: values.native.call_to_action || null,
      images: values.native.images,
    },
  };
}
