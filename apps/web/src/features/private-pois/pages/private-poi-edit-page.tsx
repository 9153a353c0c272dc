import type { PrivatePoiLayer } from '@beacon/contracts';
import { Alert, Button, Fieldset, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { formatDateTime } from '../../../lib/format/date.ts';
import { formatNumber } from '../../../lib/format/number.ts';
import { RecordGate } from '../../../ui/record-gate.tsx';
import { translateMessage } from '../../../ui/translate-message.ts';
import { usePrivatePoiLayer } from '../api/use-private-poi.ts';
import { FormatToggle } from '../components/format-toggle.tsx';
import { ItemsTable } from '../components/items-table.tsx';
import { LayerMap } from '../components/layer-map.tsx';
import { LayerStatus } from '../components/layer-status.tsx';
import { LineErrors } from '../components/line-errors.tsx';
import { ReplacePanel } from '../components/replace-panel.tsx';
import { RenameForm } from '../form/rename-form.tsx';
import { privatePoisPaths } from '../paths.ts';

/**
 * PrivatePoisEdit (/admin/privatepois/edit/:id): a layer's name, a new file and its places. A failed load
 * returns to the layers list.
 */
export function PrivatePoiEditPage() {
  const { id } = useParams();
  const layerQuery = usePrivatePoiLayer(id, { gate: true });
  return (
    <RecordGate query={layerQuery} leaveTo={privatePoisPaths.create}>
      {(layer) => <LayerEdit key={layer.id} layer={layer} />}
    </RecordGate>
  );
}

function LayerEdit({ layer }: { layer: PrivatePoiLayer }) {
  const { t, i18n } = useTranslation('privatePois');
  const canUpdate = useAppAbility().can('update', 'PrivatePoi');
  const n = (v: number) => formatNumber(v, i18n.language);
  const facts: [string, string][] = [
    [t('fields.id'), String(layer.id)],
    [t('fields.country_name'), layer.country_name],
    [t('fields.file_name'), layer.file_name],
    [t('fields.total_pois'), n(layer.total_pois)],
    [t('fields.error_pois'), n(layer.error_pois)],
    [t('fields.created_at'), formatDateTime(layer.created_at)],
    [t('fields.updated_at'), formatDateTime(layer.updated_at)],
  ];
  return (
    <Stack gap="md" maw={1200}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Title order={1} size="h3">
            {t('edit.title', { name: layer.layer_name })}
          </Title>
          <LayerStatus layer={layer} />
        </Group>
        <Button
          size="xs"
          variant="default"
          component={Link}
          to={privatePoisPaths.create}
          leftSection={<IconArrowLeft size={14} />}
        >
          {t('edit.back')}
        </Button>
      </Group>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      {layer.status === 'pending' && (
        <Alert color="blue" variant="light" aria-live="polite">
          {t('outcome.pending')}
        </Alert>
      )}
      {layer.status === 'failed' && (
        <Alert color="red" variant="light">
          {translateMessage(layer.error ?? 'privatePois.outcome.failed')}
        </Alert>
      )}
      {layer.error_pois > 0 && (
        <Alert color="orange" variant="light" p="sm">
          <LineErrors errors={layer.errors} total={layer.error_pois} />
        </Alert>
      )}
      {canUpdate && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Fieldset legend={t('edit.layer')} variant="filled">
            <RenameForm layer={layer} />
          </Fieldset>
          <Fieldset legend={t('replace.legend')} variant="filled">
            <Stack gap="sm">
              <ReplacePanel layer={layer} />
              <FormatToggle />
            </Stack>
          </Fieldset>
        </SimpleGrid>
      )}
      {layer.total_pois > 0 && (
        <Fieldset legend={t('map.legend')} variant="filled">
          <LayerMap layer={layer} />
        </Fieldset>
      )}
      <Fieldset legend={t('items.legend')} variant="filled">
        <ItemsTable layer={layer} />
      </Fieldset>
    </Stack>
  );
}
