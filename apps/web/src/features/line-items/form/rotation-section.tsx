import { CREATIVE_METHODS } from '@beacon/contracts';
import { Fieldset, Group, Radio, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../../lib/reference/reference-lists.ts';
import type { LineItemFormController } from './use-line-item-form.ts';

/** "Creative rotation": random, or weighted with the weights set on the creatives tab. */
export function RotationSection({ controller }: { controller: LineItemFormController }) {
  const { t } = useTranslation('lineItems');
  const methods = useLookup('creative_methods');
  return (
    <Fieldset legend={t('form.sections.rotation')} variant="filled">
      <Controller
        control={controller.form.control}
        name="creative_method_id"
        render={({ field }) => (
          <Radio.Group
            value={field.value ?? String(CREATIVE_METHODS.random)}
            onChange={field.onChange}
            name={field.name}
            aria-label={t('fields.creative_method_id')}
            description={t('form.rotation_hint')}
          >
            <Group gap="lg" mt={8}>
              {(methods.data ?? []).map((m) => (
                <Radio key={m.id} value={String(m.id)} label={m.name} />
              ))}
              {methods.isPending && (
                <Text size="xs" c="dimmed">
                  {t('form.loading')}
                </Text>
              )}
            </Group>
          </Radio.Group>
        )}
      />
    </Fieldset>
  );
}
