import type { Creative } from '@beacon/contracts';
import { Group, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { RecordGate } from '../../../ui/record-gate.tsx';
import { useCreative } from '../api/use-creative.ts';
import { ApprovalPanel } from '../form/approval-panel.tsx';
import { AssociationsSection } from '../form/associations-section.tsx';
import { CreativeForm } from '../form/creative-form.tsx';
import { creativeToValues } from '../form/creative-form-values.ts';
import { previewOfValues } from '../form/preview-of-values.ts';
import { useCreativeForm } from '../form/use-creative-form.ts';
import { useSaveCreativeForm } from '../form/use-save-creative-form.ts';
import { creativesPaths } from '../paths.ts';
import { PreviewModal } from '../preview/preview-modal.tsx';
import type { PreviewSubject } from '../preview/preview-subject.ts';

/**
 * CreativeEdit (/admin/creatives/edit/:id). A failed load returns to CreativesIndex
 * (docs/REQUIREMENTS.md#creatives).
 */
export function CreativeEditPage() {
  const { id } = useParams();
  const creativeQuery = useCreative(id);
  return (
    <RecordGate query={creativeQuery} leaveTo={creativesPaths.index}>
      {(creative) => <CreativeEditForm key={creative.id} creative={creative} />}
    </RecordGate>
  );
}

function CreativeEditForm({ creative }: { creative: Creative }) {
  const { t } = useTranslation('creatives');
  const [initial] = useState(() => creativeToValues(creative));
  const controller = useCreativeForm(initial);
  const { submit, saving } = useSaveCreativeForm(controller, creative.id);
  const [preview, setPreview] = useState<PreviewSubject | null>(null);

  // The association count of the list opens this screen at its associations.
  useEffect(() => {
    if (window.location.hash === '#line-associations')
      document.getElementById('line-associations')?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <Stack gap="sm" maw={1180}>
      <Group justify="space-between" align="flex-start" gap="md">
        <PageHeading
          title={t('edit.title', { name: creative.name })}
          intro={t('edit.facts', { external_id: creative.external_id, advertiser: creative.advertiser_name })}
        />
        <ApprovalPanel creative={creative} />
      </Group>
      <CreativeForm
        controller={controller}
        creating={false}
        label={t('edit.form_label')}
        onSave={(continueEditing) => void submit(continueEditing)}
        onPreview={() => setPreview(previewOfValues(controller.form.getValues()))}
        saving={saving}
        after={<AssociationsSection creativeId={creative.id} advertiserId={creative.advertiser_id} />}
      />
      <PreviewModal subject={preview} onClose={() => setPreview(null)} />
    </Stack>
  );
}
