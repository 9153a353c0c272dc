import { CUSTOM_LIST_API, type CustomList } from '@beacon/contracts';
import { Alert, Button, Fieldset, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { api } from '../../../lib/api/client.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { formatNumber } from '../../../lib/format/number.ts';
import { useLookup } from '../../../lib/reference/reference-lists.ts';
import { notifyError } from '../../../ui/notify.ts';
import { RecordGate } from '../../../ui/record-gate.tsx';
import { useCustomList } from '../api/use-custom-list.ts';
import { LineErrors } from '../components/line-errors.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { ItemEditor } from '../editor/item-editor.tsx';
import { customListsPaths } from '../paths.ts';

/** /admin/custom_lists/show/:id: a list and its items, read-only. A failed load returns to the index. */
export function CustomListShowPage() {
  const { id } = useParams();
  const listQuery = useCustomList(id);
  return (
    <RecordGate query={listQuery} leaveTo={customListsPaths.index}>
      {(list) => <ListView list={list} />}
    </RecordGate>
  );
}

function ListView({ list }: { list: CustomList }) {
  const { t, i18n } = useTranslation('custom_lists');
  const ability = useAppAbility();
  const types = useLookup('custom_list_types').data;
  const typeName = types?.find((ty) => ty.id === list.custom_list_type_id)?.name ?? list.custom_list_type;
  const facts: [string, string][] = [
    [t('fields.external_id'), String(list.external_id)],
    [t('fields.custom_list_type'), typeName],
    [t('fields.custom_list_items_count'), formatNumber(list.custom_list_items_count, i18n.language)],
    ...(list.default_radius_km !== null
      ? [[t('fields.default_radius_km'), `${list.default_radius_km} km`] as [string, string]]
      : []),
    [t('fields.advertiser_name'), list.advertiser_name ?? t('form.whole_account')],
    [t('fields.active'), list.active ? t('editor.yes') : t('editor.no')],
    [t('fields.updated_at'), formatDateTime(list.updated_at)],
  ];
  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Title order={1} size="h3">
            {list.name}
          </Title>
          <StatusBadge status={list.status} />
        </Group>
        <Group gap="xs">
          {ability.can('item_index', 'CustomList') && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} />}
              disabled={list.status !== 'ready'}
              onClick={() =>
                void api
                  .download(CUSTOM_LIST_API.download(list.id), undefined, `custom-list-${list.id}.csv`)
                  .catch(notifyError)
              }
            >
              {t('actions.download')}
            </Button>
          )}
          {ability.can('update', 'CustomList') && (
            <Button
              size="xs"
              component={Link}
              to={customListsPaths.edit(list.id)}
              leftSection={<IconPencil size={14} />}
              disabled={list.status !== 'ready'}
            >
              {t('actions.edit')}
            </Button>
          )}
        </Group>
      </Group>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm">{value}</Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      {list.status === 'failed' && (
        <Alert color="red" variant="light">
          <Text size="sm" mb="xs">
            {t('edit.not_editable_failed')}
          </Text>
          <LineErrors errors={list.errors} total={list.errors_count} />
        </Alert>
      )}
      <Fieldset legend={t('form.items')} variant="filled">
        <ItemEditor list={list} defaultRadiusKm={list.default_radius_km} />
      </Fieldset>
    </Stack>
  );
}
