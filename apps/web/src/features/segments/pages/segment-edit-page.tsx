import {
  SEGMENT_REQUEST_FIELDS,
  type Segment,
  type SegmentInput,
  segmentRequestSchema,
} from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, Paper, Stack, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { applyServerErrors } from '../../../ui/form-errors.ts';
import { notifySuccess } from '../../../ui/notify.ts';
import { RecordGate } from '../../../ui/record-gate.tsx';
import { useSegment } from '../api/use-segment.ts';
import { useUpdateSegment } from '../api/use-segment-mutations.ts';
import { SegmentRecordCard } from '../components/segment-record-card.tsx';
import { SegmentTagPanel } from '../components/segment-tag-panel.tsx';
import { SegmentForm } from '../form/segment-form.tsx';
import { type SegmentFormValues, segmentToForm } from '../form/segment-form-values.ts';
import { segmentsPaths } from '../paths.ts';

/**
 * SegmentEdit (/admin/segments/edit/:id). A failed load returns to SegmentsIndex
 * (docs/REQUIREMENTS.md#segments).
 */
export function SegmentEditPage() {
  const { id } = useParams();
  const segmentQuery = useSegment(id);
  return (
    <RecordGate query={segmentQuery} leaveTo={segmentsPaths.index}>
      {(segment) => <SegmentEditForm key={segment.id} segment={segment} />}
    </RecordGate>
  );
}

function SegmentEditForm({ segment }: { segment: Segment }) {
  const { t } = useTranslation('segments');
  const navigate = useNavigate();
  const update = useUpdateSegment(segment.id);
  const form = useForm<SegmentFormValues, unknown, SegmentInput>({
    resolver: zodResolver(segmentRequestSchema) as never,
    defaultValues: segmentToForm(segment),
  });

  const onSubmit = form.handleSubmit((values) =>
    update.mutateAsync(values).then(
      (saved) => {
        notifySuccess('segments:messages.updated', { name: saved.name });
        navigate(segmentsPaths.index);
      },
      (error: unknown) => applyServerErrors(error, form.setError, [...SEGMENT_REQUEST_FIELDS]),
    ),
  );

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('edit.title', { name: segment.name })}
      </Title>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <SegmentForm
            form={form}
            onSubmit={onSubmit}
            label={t('edit.form_label')}
            saving={update.isPending}
            submitLabel={t('edit.submit')}
            selfId={segment.id}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <SegmentRecordCard segment={segment} />
            <Paper withBorder p="md" radius="md" aria-label={t('tag.panel')} component="section">
              <Title order={2} size="h5" mb="xs">
                {t('tag.panel')}
              </Title>
              <SegmentTagPanel segmentId={segment.id} defaultTagTypeId={segment.tag_type_id} />
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
