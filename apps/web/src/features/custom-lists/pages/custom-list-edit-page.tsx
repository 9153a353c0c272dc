import {
  type CustomList,
  type CustomListInput,
  type CustomListRequest,
  customListRequestSchema,
} from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Fieldset, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { applyServerErrors } from '../../../ui/form-errors.ts';
import { notifySuccess } from '../../../ui/notify.ts';
import { RecordGate } from '../../../ui/record-gate.tsx';
import { useCustomList } from '../api/use-custom-list.ts';
import { useSaveCustomList } from '../api/use-custom-list-mutations.ts';
import { LineErrors } from '../components/line-errors.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { UploadPanel } from '../components/upload-panel.tsx';
import { inputOf } from '../editor/item-draft.ts';
import { ItemEditor } from '../editor/item-editor.tsx';
import { useItemChanges } from '../editor/use-item-changes.ts';
import { LIST_FIELDS, listToForm } from '../form/list-form-values.ts';
import { ListSection } from '../form/list-section.tsx';
import { customListsPaths } from '../paths.ts';

/**
 * CustomListEdit (/admin/custom_lists/edit/:id). A failed load returns to CustomListIndex
 * (docs/REQUIREMENTS.md#custom-lists).
 */
export function CustomListEditPage() {
  const { id } = useParams();
  const listQuery = useCustomList(id);
  return (
    <RecordGate query={listQuery} leaveTo={customListsPaths.index}>
      {(list) => {
        if (list.status !== 'ready') return <NotEditable list={list} />;
        return <CustomListEditForm key={list.id} list={list} />;
      }}
    </RecordGate>
  );
}

/**
 * A list loading a file, or whose last file failed, is not edited (docs/REQUIREMENTS.md#custom-lists); a new
 * file can fix it.
 */
function NotEditable({ list }: { list: CustomList }) {
  const { t } = useTranslation('custom_lists');
  const ability = useAppAbility();
  return (
    <Stack gap="md" maw={1100}>
      <Group gap="sm">
        <Title order={1} size="h3">
          {t('edit.title', { name: list.name })}
        </Title>
        <StatusBadge status={list.status} />
      </Group>
      <Alert color={list.status === 'failed' ? 'red' : 'blue'} variant="light">
        <Stack gap="sm">
          <Text size="sm">{t(`edit.not_editable_${list.status}`)}</Text>
          {list.status === 'failed' && <LineErrors errors={list.errors} total={list.errors_count} />}
          <Anchor component={Link} to={customListsPaths.show(list.id)} size="sm">
            {t('edit.see_items')}
          </Anchor>
        </Stack>
      </Alert>
      {list.status === 'failed' && ability.can('item_create', 'CustomList') && (
        <Paper withBorder p="md" radius="md">
          <UploadPanel list={list} />
        </Paper>
      )}
    </Stack>
  );
}

function CustomListEditForm({ list }: { list: CustomList }) {
  const { t } = useTranslation('custom_lists');
  const navigate = useNavigate();
  const ability = useAppAbility();
  const save = useSaveCustomList(list.id);
  const changes = useItemChanges();
  const form = useForm<CustomListRequest, unknown, CustomListInput>({
    resolver: zodResolver(customListRequestSchema),
    defaultValues: listToForm(list),
  });
  const radius = useWatch({ control: form.control, name: 'default_radius_km' });

  const onSubmit = form.handleSubmit(async (values) => {
    const { created, edited, deleted } = changes.changes;
    try {
      await save.mutateAsync({
        ...values,
        created: [...created].reverse().map((n) => inputOf(n.draft)),
        edited: [...edited].map(([id, draft]) => ({ id, ...inputOf(draft) })),
        deleted: [...deleted],
      });
    } catch (error) {
      // Item errors (`created.0.latitude`) have no form field: the notification lists them.
      applyServerErrors(error, form.setError, [...LIST_FIELDS]);
      return;
    }
    changes.reset();
    notifySuccess('custom_lists:messages.updated', { name: values.name });
    navigate(customListsPaths.index);
  });

  return (
    <Stack gap="md" maw={1100}>
      <Group gap="sm">
        <Title order={1} size="h3">
          {t('edit.title', { name: list.name })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('edit.summary', { count: list.custom_list_items_count, external_id: list.external_id })}
        </Text>
      </Group>
      <Paper
        withBorder
        p="md"
        radius="md"
        component="form"
        onSubmit={onSubmit}
        noValidate
        aria-label={t('edit.form_label')}
      >
        <Stack gap="md">
          <ListSection form={form} typeLocked={list.custom_list_items_count > 0} />
          <Fieldset legend={t('form.items')} variant="filled">
            <ItemEditor
              list={list}
              defaultRadiusKm={typeof radius === 'number' ? radius : list.default_radius_km}
              changes={changes}
              canCreate={ability.can('item_create', 'CustomList')}
              canUpdate={ability.can('item_update', 'CustomList')}
              canDelete={ability.can('item_delete', 'CustomList')}
            />
          </Fieldset>
          {ability.can('item_create', 'CustomList') && (
            <Fieldset legend={t('form.upload')} variant="filled">
              {changes.count > 0 ? (
                <Text size="xs" c="dimmed">
                  {t('edit.upload_after_save')}
                </Text>
              ) : (
                <UploadPanel list={list} />
              )}
            </Fieldset>
          )}
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={customListsPaths.index} variant="default">
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('edit.submit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
