import { DESIGN_COLOUR_KEYS } from '@beacon/contracts';
import { ColorInput, SimpleGrid } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../ui/form-errors.ts';
import { colourField, type DesignFormInput, type DesignFormOutput } from '../form/design-form-values.ts';

/** One colour picker per colour the console takes from the account. */
export function ColourFields({ form }: { form: UseFormReturn<DesignFormInput, unknown, DesignFormOutput> }) {
  const { t } = useTranslation('account_design');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {DESIGN_COLOUR_KEYS.map((key) => (
        <Controller
          key={key}
          control={form.control}
          name={colourField(key)}
          render={({ field, fieldState }) => (
            <ColorInput
              label={t(`colours.${key}`)}
              format="hex"
              withEyeDropper={false}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldError(fieldState.error)}
            />
          )}
        />
      ))}
    </SimpleGrid>
  );
}
