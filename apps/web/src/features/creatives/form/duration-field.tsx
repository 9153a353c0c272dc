import { VIDEO_DURATIONS } from '@beacon/contracts';
import { Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../ui/form-errors.ts';
import { numericOnly } from '../../../ui/numeric-only.ts';
import type { CreativeFormController } from './use-creative-form.ts';

const CUSTOM = 'custom';
const preset = (value: string) => (VIDEO_DURATIONS as readonly number[]).includes(Number(value));

/** Duration in seconds: 15, 30, 60 or a custom value (docs/REQUIREMENTS.md#creatives). */
export function DurationField({
  controller,
  name,
  label,
}: {
  controller: CreativeFormController;
  name: 'video_duration' | 'audio_duration';
  label: string;
}) {
  const { t } = useTranslation('creatives');
  const [custom, setCustom] = useState(() => {
    const value = controller.form.getValues(name);
    return value !== '' && !preset(value);
  });
  return (
    <Controller
      control={controller.form.control}
      name={name}
      render={({ field, fieldState }) => {
        const showCustom = custom || (field.value !== '' && !preset(field.value));
        return (
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <Select
              label={label}
              withAsterisk
              w={showCustom ? 150 : '100%'}
              data={[
                ...VIDEO_DURATIONS.map((d) => ({ value: String(d), label: t('form.seconds', { count: d }) })),
                { value: CUSTOM, label: t('form.custom_duration') },
              ]}
              value={showCustom ? CUSTOM : field.value || null}
              onChange={(value) => {
                setCustom(value === CUSTOM);
                field.onChange(value === CUSTOM || value === null ? '' : value);
              }}
              error={fieldError(fieldState.error)}
              comboboxProps={{ withinPortal: true }}
            />
            {showCustom && (
              <TextInput
                label={t('form.custom_seconds')}
                {...numericOnly}
                value={field.value}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                style={{ flex: 1 }}
              />
            )}
          </Group>
        );
      }}
    />
  );
}
