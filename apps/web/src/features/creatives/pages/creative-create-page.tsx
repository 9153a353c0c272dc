import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { CreativeForm } from '../form/creative-form.tsx';
import { emptyCreativeValues } from '../form/creative-form-values.ts';
import { previewOfValues } from '../form/preview-of-values.ts';
import { useCreativeForm } from '../form/use-creative-form.ts';
import { useSaveCreativeForm } from '../form/use-save-creative-form.ts';
import { PreviewModal } from '../preview/preview-modal.tsx';
import type { PreviewSubject } from '../preview/preview-subject.ts';

/** CreativesCreate (/admin/creatives/create). */
export function CreativeCreatePage() {
  const { t } = useTranslation('creatives');
  const [initial] = useState(emptyCreativeValues);
  const controller = useCreativeForm(initial);
  const { submit, saving } = useSaveCreativeForm(controller, null);
  const [preview, setPreview] = useState<PreviewSubject | null>(null);
  return (
    <Stack gap="sm" maw={1180}>
      <PageHeading title={t('create.title')} intro={t('create.intro')} />
      <CreativeForm
        controller={controller}
        creating
        label={t('create.title')}
        onSave={(continueEditing) => void submit(continueEditing)}
        onPreview={() => setPreview(previewOfValues(controller.form.getValues()))}
        saving={saving}
      />
      <PreviewModal subject={preview} onClose={() => setPreview(null)} />
    </Stack>
  );
}
