import { SEGMENT_REQUEST_FIELDS, type SegmentInput, segmentRequestSchema } from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../ui/notify.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { submitSave } from '../../../ui/submit-save.ts';
import { useCreateSegment } from '../api/use-segment-mutations.ts';
import { SegmentForm } from '../form/segment-form.tsx';
import { emptySegment, type SegmentFormValues } from '../form/segment-form-values.ts';
import { segmentsPaths } from '../paths.ts';

/** SegmentCreate (/admin/segments/create); after saving, the new segment opens with its tag. */
export function SegmentCreatePage() {
  const { t } = useTranslation('segments');
  const navigate = useNavigate();
  const create = useCreateSegment();
  const form = useForm<SegmentFormValues, unknown, SegmentInput>({
    resolver: zodResolver(segmentRequestSchema) as never,
    defaultValues: emptySegment(),
  });

  const onSubmit = submitSave(form, create, SEGMENT_REQUEST_FIELDS, (segment) => {
    notifySuccess('segments:messages.created', { name: segment.name });
    navigate(segmentsPaths.edit(segment.id));
  });

  return (
    <Stack gap="md" maw={920}>
      <PageHeading title={t('create.title')} intro={t('create.intro')} />
      <SegmentForm
        form={form}
        onSubmit={onSubmit}
        label={t('create.title')}
        saving={create.isPending}
        submitLabel={t('create.submit')}
        autoFocus
      />
    </Stack>
  );
}
