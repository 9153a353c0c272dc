import { type PrivatePoiLayer, type PrivatePoiRename, privatePoiRenameSchema } from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, fieldError } from '../../../ui/form-errors.ts';
import { notifySuccess } from '../../../ui/notify.ts';
import { useRenamePrivatePoiLayer } from '../api/use-private-poi-mutations.ts';
import { editable } from '../table/use-layer-actions.tsx';

/** The layer's name; it changes only once the file is read (docs/REQUIREMENTS.md#planning). */
export function RenameForm({ layer }: { layer: PrivatePoiLayer }) {
  const { t } = useTranslation('privatePois');
  const rename = useRenamePrivatePoiLayer(layer.id);
  const form = useForm<PrivatePoiRename>({
    resolver: zodResolver(privatePoiRenameSchema),
    defaultValues: { layer_name: layer.layer_name },
  });
  const allowed = editable(layer);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await rename.mutateAsync(values);
      notifySuccess('privatePois:messages.renamed', { name: saved.layer_name });
      form.reset({ layer_name: saved.layer_name });
    } catch (error) {
      applyServerErrors(error, form.setError, ['layer_name']);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('edit.rename_label')}>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('fields.layer_name')}
          withAsterisk
          disabled={!allowed}
          description={allowed ? undefined : t('actions.wait_pending')}
          {...form.register('layer_name')}
          error={fieldError(form.formState.errors.layer_name)}
          style={{ flex: 1, minWidth: 240 }}
        />
        <Button
          type="submit"
          mt={25}
          leftSection={<IconDeviceFloppy size={14} />}
          disabled={!allowed || !form.formState.isDirty}
          loading={rename.isPending}
        >
          {t('edit.rename')}
        </Button>
      </Group>
    </form>
  );
}
