import { ActionIcon, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../ui/form-errors.ts';
import type { CreativeFormController } from './use-creative-form.ts';

type Props = {
  controller: CreativeFormController;
  name: 'pixels' | 'scripts' | 'click_trackers';
  label: string;
  /** How many rows the creative may still hold (ten minus the library add-ons of the kind). */
  limit: number;
  placeholder?: string;
};

/** Up to `limit` inputs of one add-on kind; "Add" stops at the limit (docs/REQUIREMENTS.md#creatives). */
export function RepeatableList({ controller, name, label, limit, placeholder }: Props) {
  const { t } = useTranslation('creatives');
  return (
    <Controller
      control={controller.form.control}
      name={name}
      render={({ field, fieldState }) => {
        const rows = field.value;
        const errors = fieldState.error as unknown as
          | (Record<number, { message?: string }> & { message?: string })
          | undefined;
        const full = rows.length >= limit;
        const set = (next: string[]) => field.onChange(next);
        return (
          <Stack gap={4} role="group" aria-label={label}>
            <Group justify="space-between" gap="xs">
              <Input.Label>{label}</Input.Label>
              <Text size="xs" c={rows.length > limit ? 'red' : 'dimmed'}>
                {t('addons.count', { count: rows.length, max: limit })}
              </Text>
            </Group>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are plain strings edited in place
              <Group key={index} gap={4} wrap="nowrap" align="flex-start">
                <TextInput
                  style={{ flex: 1 }}
                  size="xs"
                  aria-label={t('addons.row', { label, number: index + 1 })}
                  placeholder={placeholder}
                  value={row}
                  onChange={(event) => set(rows.map((r, i) => (i === index ? event.currentTarget.value : r)))}
                  error={
                    errors?.[index]?.message
                      ? fieldError({ type: 'x', message: errors[index].message })
                      : undefined
                  }
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  mt={4}
                  aria-label={t('addons.remove_row', { label, number: index + 1 })}
                  onClick={() => set(rows.filter((_, i) => i !== index))}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Group>
            ))}
            {errors?.message && (
              <Text size="xs" c="red">
                {fieldError({ type: 'x', message: errors.message })}
              </Text>
            )}
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconPlus size={12} />}
              disabled={full}
              onClick={() => set([...rows, ''])}
              style={{ alignSelf: 'flex-start' }}
            >
              {full ? t('addons.limit_reached') : t('addons.add', { label })}
            </Button>
          </Stack>
        );
      }}
    />
  );
}
