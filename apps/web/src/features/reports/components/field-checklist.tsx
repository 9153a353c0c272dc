import type { ReportField } from '@beacon/contracts';
import { Anchor, Checkbox, Group, Loader, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../ui/translate-message.ts';
import { fieldName } from '../model/labels.ts';

/**
 * A type's dimensions or metrics as a checkbox group (the type's defaults come ticked), with
 * quick "all", "none" and "defaults" links.
 */
export function FieldChecklist({
  label,
  fields,
  loading,
  value,
  onChange,
  error,
}: {
  label: string;
  fields: readonly ReportField[] | undefined;
  loading: boolean;
  value: string[];
  onChange: (codes: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('reports');
  if (loading) return <Loader size="xs" aria-label={t('form.loading')} />;
  const list = fields ?? [];
  // Kept in the type's order, whatever order they were ticked in.
  const ordered = (codes: string[]) => list.map((f) => f.code).filter((c) => codes.includes(c));
  return (
    <Checkbox.Group
      role="group"
      aria-label={label}
      value={value}
      onChange={(codes) => onChange(ordered(codes))}
      error={error ? translateMessage(error) : undefined}
    >
      <Group gap="sm" mb={6}>
        <Text size="xs" c="dimmed">
          {t('form.chosen', { count: value.length, total: list.length })}
        </Text>
        <Anchor component="button" type="button" size="xs" onClick={() => onChange(list.map((f) => f.code))}>
          {t('form.pick_all')}
        </Anchor>
        <Anchor component="button" type="button" size="xs" onClick={() => onChange([])}>
          {t('form.pick_none')}
        </Anchor>
        <Anchor
          component="button"
          type="button"
          size="xs"
          onClick={() => onChange(list.filter((f) => f.default).map((f) => f.code))}
        >
          {t('form.pick_defaults')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing={6} verticalSpacing={6}>
        {list.map((field) => (
          <Checkbox key={field.code} value={field.code} label={fieldName(field)} size="xs" />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
