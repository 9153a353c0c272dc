import type { Country } from '@beacon/contracts';
import { Fieldset, Select, SimpleGrid } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  useCountries,
  useCurrencies,
  useMakers,
  useTradeMarks,
} from '../../../lib/reference/reference-lists.ts';
import { fieldError } from '../../../ui/form-errors.ts';
import { type AdvertiserFormApi, asId, asSelectValue } from './advertiser-form-values.ts';

type Props = {
  form: AdvertiserFormApi;
  /** Once an advertiser has campaigns its currency is fixed (the server refuses a change). */
  currencyLocked?: boolean;
};

/** Countries grouped by continent, in the server's continent order. */
function countryGroups(countries: Country[]) {
  const groups: { group: string; items: { value: string; label: string }[] }[] = [];
  for (const c of countries) {
    let group = groups.at(-1);
    if (group?.group !== c.continent_name) {
      group = { group: c.continent_name, items: [] };
      groups.push(group);
    }
    group.items.push({ value: String(c.id), label: c.name });
  }
  return groups;
}

/**
 * The "Market" section: currency, and the country → maker → trademark chain, where clearing or
 * changing a parent clears its dependants (docs/REQUIREMENTS.md#advertisers).
 */
export function MarketSection({ form, currencyLocked }: Props) {
  const { t } = useTranslation('advertisers');
  const [countryId, makerId] = useWatch({ control: form.control, name: ['country_id', 'maker_id'] });
  const country = countryId === null || countryId === undefined ? null : Number(countryId);
  const maker = makerId === null || makerId === undefined ? null : Number(makerId);
  const currencies = useCurrencies();
  const countries = useCountries();
  const makers = useMakers(country);
  const tradeMarks = useTradeMarks(maker);
  const placeholder = (pending: boolean, parentMissing: boolean, parentKey: string, count: number) =>
    parentMissing
      ? t(parentKey)
      : pending
        ? t('form.loading')
        : count > 0
          ? t('form.choose')
          : t('form.none');

  return (
    <Fieldset legend={t('form.market')} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <Controller
          control={form.control}
          name="currency"
          render={({ field, fieldState }) => (
            <Select
              label={t('fields.currency')}
              placeholder={currencies.isPending ? t('form.loading') : t('form.choose')}
              data={(currencies.data ?? []).map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }))}
              value={asSelectValue(field.value)}
              onChange={(v) => field.onChange(v ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(fieldState.error)}
              description={currencyLocked ? t('form.currency_locked') : undefined}
              disabled={currencyLocked}
              withAsterisk
              searchable
              allowDeselect={false}
              nothingFoundMessage={t('form.nothing_found')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="country_id"
          render={({ field, fieldState }) => (
            <Select
              label={t('fields.country_name')}
              clearButtonProps={{ 'aria-label': t('form.clear', { field: t('fields.country_name') }) }}
              placeholder={countries.isPending ? t('form.loading') : t('form.none')}
              data={countryGroups(countries.data ?? [])}
              value={asSelectValue(field.value)}
              onChange={(v) => {
                const next = asId(v);
                if (next === country) return;
                field.onChange(next);
                form.setValue('maker_id', null, { shouldDirty: true });
                form.setValue('trade_mark_id', null, { shouldDirty: true });
                // A first country suggests its currency; a chosen currency is never overwritten.
                const suggested = countries.data?.find((c) => c.id === next)?.currency;
                if (suggested && !currencyLocked && !form.getValues('currency')) {
                  form.setValue('currency', suggested, { shouldDirty: true });
                }
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(fieldState.error)}
              searchable
              clearable
              nothingFoundMessage={t('form.nothing_found')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="maker_id"
          render={({ field, fieldState }) => (
            <Select
              label={t('fields.maker_name')}
              clearButtonProps={{ 'aria-label': t('form.clear', { field: t('fields.maker_name') }) }}
              placeholder={placeholder(
                makers.isFetching,
                country === null,
                'form.choose_country_first',
                makers.data?.length ?? 0,
              )}
              data={(makers.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
              value={asSelectValue(field.value)}
              onChange={(v) => {
                const next = asId(v);
                if (next === maker) return;
                field.onChange(next);
                form.setValue('trade_mark_id', null, { shouldDirty: true });
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(fieldState.error)}
              disabled={country === null}
              searchable
              clearable
              nothingFoundMessage={t('form.nothing_found')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="trade_mark_id"
          render={({ field, fieldState }) => (
            <Select
              label={t('fields.trade_mark_name')}
              clearButtonProps={{ 'aria-label': t('form.clear', { field: t('fields.trade_mark_name') }) }}
              placeholder={placeholder(
                tradeMarks.isFetching,
                maker === null,
                'form.choose_maker_first',
                tradeMarks.data?.length ?? 0,
              )}
              data={(tradeMarks.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
              value={asSelectValue(field.value)}
              onChange={(v) => field.onChange(asId(v))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(fieldState.error)}
              disabled={maker === null}
              searchable
              clearable
              nothingFoundMessage={t('form.nothing_found')}
            />
          )}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
