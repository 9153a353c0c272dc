import { associationDateErrors, type CreativeAssociation, type LineItem } from '@beacon/contracts';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error.ts';
import { DATE_TIME_FORMAT } from '../../../lib/format/date.ts';
import { notifyError } from '../../../ui/notify.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import {
  useAdvertiserCreatives,
  useCreateAssociation,
  useUpdateAssociation,
} from '../api/use-line-creatives.ts';

type Props = {
  line: LineItem;
  associated: CreativeAssociation[];
  opened: boolean;
  /** An existing association whose dates and flag are being changed; null to add one. */
  editing: CreativeAssociation | null;
  onClose: () => void;
};

/**
 * Associates one of the advertiser's creatives with the line, optionally for part of its flight,
 * or changes an existing association's dates.
 */
export function AssociateModal({ line, associated, opened, editing, onClose }: Props) {
  const { t } = useTranslation('lineItems');
  const title = editing
    ? t('creatives.edit_title', { name: editing.creative_name })
    : t('creatives.associate_title');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered>
      {opened && (
        <AssociateForm
          key={editing?.id ?? 'new'}
          line={line}
          associated={associated}
          editing={editing}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function AssociateForm({ line, associated, editing, onClose }: Omit<Props, 'opened'>) {
  const { t } = useTranslation('lineItems');
  const creatives = useAdvertiserCreatives(line.advertiser_id, editing === null);
  const create = useCreateAssociation(line.id);
  const update = useUpdateAssociation(line.id);
  const [creativeId, setCreativeId] = useState<string | null>(editing ? String(editing.creative_id) : null);
  const [start, setStart] = useState(editing?.start_date ?? '');
  const [end, setEnd] = useState(editing?.end_date ?? '');
  const [active, setActive] = useState(editing?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const taken = new Set(associated.map((a) => a.creative_id));
  const options = editing
    ? [{ value: String(editing.creative_id), label: editing.creative_name, disabled: false }]
    : (creatives.data ?? []).map((c) => ({
        value: String(c.id),
        label: c.name,
        // One association per pair: the server answers 409 for a second one.
        disabled: taken.has(c.id),
      }));

  const submit = async () => {
    const found: Record<string, string> = {};
    if (!creativeId) found.creative_id = translateMessage('validation.required');
    const dates = { start_date: start || null, end_date: end || null };
    for (const [field, keys] of Object.entries(associationDateErrors(dates, line))) {
      const first = keys?.[0];
      if (first) found[field] = translateMessage(first);
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !creativeId) return;
    try {
      if (editing) await update.mutateAsync({ id: editing.id, ...dates, active });
      else
        await create.mutateAsync({
          creative_id: Number(creativeId),
          line_item_id: line.id,
          ...dates,
          active,
        });
      onClose();
    } catch (error) {
      if (isApiError(error) && Object.keys(error.errors).length > 0) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.errors).map(([field, keys]) => [field, translateMessage(keys?.[0] ?? '')]),
          ),
        );
      }
      notifyError(error);
    }
  };

  return (
    <Stack
      gap="sm"
      component="form"
      aria-label={
        editing ? t('creatives.edit_title', { name: editing.creative_name }) : t('creatives.associate_title')
      }
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Select
        label={t('creatives.creative')}
        data={options}
        value={creativeId}
        onChange={setCreativeId}
        searchable
        withAsterisk
        disabled={editing !== null}
        placeholder={creatives.isPending ? t('form.loading') : t('form.choose')}
        nothingFoundMessage={t('creatives.no_creatives')}
        error={errors.creative_id}
        comboboxProps={{ withinPortal: true }}
        data-autofocus
      />
      <Text size="xs" c="dimmed">
        {t('creatives.dates_hint', { start: line.start_date, end: line.end_date })}
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        <DateTimePicker
          label={t('fields.start_date')}
          withSeconds
          clearable
          valueFormat={DATE_TIME_FORMAT}
          placeholder={DATE_TIME_FORMAT}
          firstDayOfWeek={1}
          value={start || null}
          onChange={(value) => setStart(value ?? '')}
          error={errors.start_date}
          popoverProps={{ withinPortal: true }}
        />
        <DateTimePicker
          label={t('fields.end_date')}
          withSeconds
          clearable
          valueFormat={DATE_TIME_FORMAT}
          placeholder={DATE_TIME_FORMAT}
          firstDayOfWeek={1}
          value={end || null}
          onChange={(value) => setEnd(value ?? '')}
          error={errors.end_date}
          popoverProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      <Switch
        label={t('fields.active')}
        checked={active}
        onChange={(event) => setActive(event.currentTarget.checked)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending || update.isPending}>
          {editing ? t('creatives.save_association') : t('creatives.associate')}
        </Button>
      </Group>
    </Stack>
  );
}
