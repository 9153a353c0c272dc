import { Fieldset, Group, Select, SimpleGrid, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../lib/format/number.ts';
import { fieldError } from '../../../ui/form-errors.ts';
import { useLookalikeCountries, useSeedOptions } from '../api/use-lookalike-lookups.ts';
import { asId, asSelectValue, idOf, type LookalikeFormApi } from './lookalike-form-values.ts';

/** "Seed and country": the segment whose members the audience should look like, and where. */
export function SeedSection({ form }: { form: LookalikeFormApi }) {
  const { t, i18n } = useTranslation('lookalikes');
  const number = numberFormat(i18n.language);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 300);
  const chosenSeed = idOf(form.watch('seed_segment_id'));
  const seeds = useSeedOptions(term, chosenSeed);
  const countries = useLookalikeCountries();
  const sizes = new Map((seeds.data ?? []).map((s) => [String(s.id), s.size]));
  const seedSize = chosenSeed === null ? undefined : sizes.get(String(chosenSeed));

  return (
    <Fieldset legend={t('form.sections.seed')} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <Controller
          control={form.control}
          name="seed_segment_id"
          render={({ field, fieldState }) => (
            <Select
              label={t('fields.seed_segment_id')}
              description={
                seedSize === undefined
                  ? t('form.seed_hint')
                  : t('form.seed_size', { size: number.format(seedSize) })
              }
              placeholder={seeds.isPending ? t('form.loading') : t('form.search_segment')}
              data={(seeds.data ?? []).map((s) => ({
                value: String(s.id),
                label: s.name,
                // A segment without members cannot describe anyone.
                disabled: s.size === 0,
              }))}
              renderOption={({ option }) => (
                <Group justify="space-between" gap="sm" wrap="nowrap" w="100%">
                  <Text size="sm" truncate>
                    {option.label}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {t('form.devices', {
                      count: sizes.get(option.value) ?? 0,
                      n: number.format(sizes.get(option.value) ?? 0),
                    })}
                  </Text>
                </Group>
              )}
              value={asSelectValue(field.value)}
              onChange={(v) => field.onChange(asId(v) ?? undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(fieldState.error)}
              withAsterisk
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              // The server searches; every option it answers is shown.
              filter={({ options }) => options}
              allowDeselect={false}
              nothingFoundMessage={t('form.nothing_found')}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="country_id"
          render={({ field, fieldState }) => (
            <Select
              label={t('fields.country_id')}
              description={t('form.country_hint')}
              placeholder={countries.isPending ? t('form.loading') : t('form.choose')}
              data={(countries.data ?? []).map((c) => ({
                value: String(c.id),
                label: `${c.name} · ${t('form.devices', { count: c.devices, n: number.format(c.devices) })}`,
              }))}
              value={asSelectValue(field.value)}
              onChange={(v) => field.onChange(asId(v) ?? undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(fieldState.error)}
              withAsterisk
              searchable
              allowDeselect={false}
              nothingFoundMessage={t('form.no_world')}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
