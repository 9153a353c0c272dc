import { CPI_LOOKUP_LISTS, type LookupOption } from '@beacon/contracts';
import { Fieldset, Paper, SimpleGrid, Stack } from '@mantine/core';
import type { FormEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { useCampaignOwners, useCurrencies, useLookups } from '../../../lib/reference/reference-lists.ts';
import { ControlledSelect } from '../../../ui/controlled-select.tsx';
import { FieldTextInput } from '../../../ui/form-fields.tsx';
import { FormButtons } from '../../../ui/form-footer.tsx';
import { useReadOnly } from '../../../ui/read-only.tsx';
import { cpiCampaignsPaths } from '../paths.ts';
import type { CpiFormApi } from './cpi-form-values.ts';

type Props = {
  form: CpiFormApi;
  label: string;
  autoFocus?: boolean;
  /** Saves and goes back to RequestCampaignIndex. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Saves and stays on the request ("Save and continue"). */
  onSubmitAndContinue: () => void;
  saving: boolean;
  saveLabel: string;
};

const LISTS = [
  CPI_LOOKUP_LISTS.types,
  CPI_LOOKUP_LISTS.providers,
  CPI_LOOKUP_LISTS.buyModels,
  CPI_LOOKUP_LISTS.mmps,
  CPI_LOOKUP_LISTS.statuses,
] as const;

const options = (list: LookupOption[] | undefined) =>
  list?.map((o) => ({ value: String(o.id), label: o.name }));

/** The request's sections (request; budget and dates; tracking) and the save row, shared by create and edit. */
export function CpiCampaignForm({
  form,
  label,
  autoFocus,
  onSubmit,
  onSubmitAndContinue,
  saving,
  saveLabel,
}: Props) {
  const { t } = useTranslation('cpi_campaigns');
  const readOnly = useReadOnly();
  const [types, providers, buyModels, mmps, statuses] = useLookups(LISTS);
  const owners = useCampaignOwners().data;
  const currencies = useCurrencies().data;
  const select = (
    name: 'type_id' | 'provider_id' | 'buy_model_id' | 'mmp_id' | 'status_id',
    data: LookupOption[] | undefined,
  ) => (
    <ControlledSelect
      control={form.control}
      name={name}
      label={t(`fields.${name}`)}
      data={options(data)}
      withAsterisk
      searchable
    />
  );
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={onSubmit} noValidate aria-label={label}>
      <Fieldset variant="unstyled" disabled={readOnly} p={0} m={0}>
        <Stack gap="md">
          <Fieldset legend={t('form.sections.request')} variant="filled">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
              <FieldTextInput
                form={form}
                name="name"
                label={t('fields.name')}
                withAsterisk
                autoFocus={autoFocus}
              />
              <FieldTextInput form={form} name="brand" label={t('fields.brand')} withAsterisk />
              {select('type_id', types)}
              {select('provider_id', providers)}
              {select('status_id', statuses)}
              <ControlledSelect
                control={form.control}
                name="owner_id"
                label={t('fields.owner_name')}
                data={owners?.map((o) => ({ value: String(o.id), label: o.name }))}
                clearable
                searchable
              />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={t('form.sections.budget')} variant="filled">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
              {select('buy_model_id', buyModels)}
              <ControlledSelect
                control={form.control}
                name="currency"
                label={t('fields.currency')}
                data={currencies?.map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }))}
                withAsterisk
                searchable
              />
              <FieldTextInput
                form={form}
                name="budget"
                label={t('fields.budget')}
                inputMode="decimal"
                withAsterisk
              />
              <FieldTextInput
                form={form}
                name="kpi"
                label={t('fields.kpi')}
                description={t('form.kpi_hint')}
                withAsterisk
              />
              <FieldTextInput
                form={form}
                name="start_date"
                type="date"
                label={t('fields.start_date')}
                withAsterisk
              />
              <FieldTextInput
                form={form}
                name="end_date"
                type="date"
                label={t('fields.end_date')}
                withAsterisk
              />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={t('form.sections.tracking')} variant="filled">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
              <FieldTextInput
                form={form}
                name="url_google_play"
                label={t('fields.url_google_play')}
                description={t('form.store_url_hint')}
                withAsterisk
              />
              {select('mmp_id', mmps)}
              <FieldTextInput
                form={form}
                name="mmp_traking_link"
                label={t('fields.mmp_traking_link')}
                description={t('form.tracking_hint')}
                withAsterisk
              />
            </SimpleGrid>
          </Fieldset>
          {!readOnly && (
            <FormButtons
              justify="flex-end"
              wrap="nowrap"
              cancelTo={cpiCampaignsPaths.index}
              cancelLabel={t('form.cancel')}
              onSubmitAndContinue={onSubmitAndContinue}
              continueLabel={t('form.save_and_continue')}
              saving={saving}
              submitLabel={saveLabel}
            />
          )}
        </Stack>
      </Fieldset>
    </Paper>
  );
}
