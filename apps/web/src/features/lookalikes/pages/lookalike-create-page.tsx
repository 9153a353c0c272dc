import { type LookalikeInput, type LookalikeRequest, lookalikeRequestSchema } from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Loader, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { submitSave } from '../../../ui/submit-save.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { useLookalike } from '../api/use-lookalike.ts';
import { useCreateLookalike } from '../api/use-lookalike-mutations.ts';
import { LookalikeResult } from '../components/lookalike-result.tsx';
import { LookalikeForm } from '../form/lookalike-form.tsx';
import { emptyLookalike, LOOKALIKE_FIELDS } from '../form/lookalike-form-values.ts';
import { lookalikesPaths } from '../paths.ts';

/**
 * LookalikeCreate (/admin/lookalike/create): the form; once submitted (`?id=`), the build's progress
 * and then its result, so a reload keeps following the same lookalike.
 */
export function LookalikeCreatePage() {
  const { t } = useTranslation('lookalikes');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  return (
    <Stack gap="md" maw={980}>
      <PageHeading
        title={id === null ? t('create.title') : t('create.result_title')}
        intro={id === null ? t('create.intro') : t('create.result_intro')}
      />
      {id === null ? <CreateForm /> : <Following id={id} />}
    </Stack>
  );
}

function CreateForm() {
  const navigate = useNavigate();
  const create = useCreateLookalike();
  const form = useForm<LookalikeRequest, unknown, LookalikeInput>({
    resolver: zodResolver(lookalikeRequestSchema),
    defaultValues: emptyLookalike(),
  });
  const onSubmit = submitSave(form, create, LOOKALIKE_FIELDS, (created) =>
    navigate(lookalikesPaths.progress(created.id), { replace: true }),
  );
  return <LookalikeForm form={form} onSubmit={onSubmit} saving={create.isPending} />;
}

function Following({ id }: { id: number }) {
  const { t } = useTranslation('lookalikes');
  const lookalike = useLookalike(id);
  if (lookalike.isPending) return <Loader size="sm" aria-label={t('form.loading')} />;
  if (lookalike.error || !lookalike.data) {
    return (
      <Alert color="red" role="alert">
        {translateMessage('errors.not_found')}
      </Alert>
    );
  }
  return <LookalikeResult lookalike={lookalike.data} />;
}
