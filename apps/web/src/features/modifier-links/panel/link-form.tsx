import { type ListOption, MODIFIER_TYPE_IDS } from '@beacon/contracts';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, fieldError } from '../../../ui/form-errors.ts';
import { type ModifierLink, useModifierOptions, useSaveModifierLink } from '../api/use-modifier-link.ts';
import type { LinkOwner } from '../link-owner.ts';
import {
  LINK_FIELDS,
  type LinkFormValues,
  linkResolver,
  linkToValues,
  toLinkRequest,
} from './link-form-values.ts';

type Props = {
  owner: LinkOwner;
  /** The owner's own link, preselected; the form is mounted again when it changes. */
  link: ModifierLink | null;
  /** False when the user may not list modifiers: the pickers stay empty and say why. */
  canList: boolean;
};

type Option = { value: string; label: string };
/** A modifier the stored link names. */
type Stored = { id: number; name: string } | null;

/**
 * Sets the owner's link: the kind, the modifier (active ones of the owner's advertiser) and, on a
 * bid link, the max bid in the owner's currency and a paired delivery modifier. A modifier already
 * linked but since switched off stays listed, marked inactive, so the form shows what is stored.
 */
export function LinkForm({ owner, link, canList }: Props) {
  const { t } = useTranslation('modifierLinks');
  const save = useSaveModifierLink(owner.kind);
  const form = useForm<LinkFormValues>({
    resolver: linkResolver(owner.kind, owner.id),
    defaultValues: linkToValues(link),
  });
  const type = useWatch({ control: form.control, name: 'modifier_type' });
  const bid = type === MODIFIER_TYPE_IDS.bid;
  const bidOptions = useModifierOptions(owner.advertiserId, MODIFIER_TYPE_IDS.bid, canList);
  const deliveryOptions = useModifierOptions(owner.advertiserId, MODIFIER_TYPE_IDS.delivery, canList);

  /**
   * The options with the stored modifier kept in: while the list loads (or cannot be listed) it
   * shows by name; once loaded, a stored one the list lacks is an inactive one.
   */
  const withStored = (options: ListOption[] | undefined, stored: Stored): Option[] => {
    const list = (options ?? []).map((o) => ({ value: String(o.id), label: o.name }));
    if (!stored || list.some((o) => o.value === String(stored.id))) return list;
    const label = options ? t('form.inactive', { name: stored.name }) : stored.name;
    return [...list, { value: String(stored.id), label }];
  };
  const storedOf = (type: number): Stored =>
    link?.modifier_type === type ? { id: link.modifier_id, name: link.modifier_name } : null;
  const storedPaired: Stored =
    link?.delivery_modifier_id && link.delivery_modifier_name
      ? { id: link.delivery_modifier_id, name: link.delivery_modifier_name }
      : null;
  const bidData = withStored(bidOptions.data, storedOf(MODIFIER_TYPE_IDS.bid));
  const deliveryData = withStored(deliveryOptions.data, storedOf(MODIFIER_TYPE_IDS.delivery));
  const pairedData = withStored(deliveryOptions.data, storedPaired);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(toLinkRequest(owner.kind, owner.id, values));
    } catch (error) {
      applyServerErrors(error, form.setError, [...LINK_FIELDS]);
    }
  });

  const idSelect = (
    name: 'modifier_id' | 'delivery_modifier_id',
    label: string,
    data: Option[],
    loading: boolean,
    required: boolean,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          description={canList ? undefined : t('form.no_list_permission')}
          placeholder={loading && canList ? t('form.loading') : t('form.choose')}
          data={data}
          value={field.value === null ? null : String(field.value)}
          onChange={(v) => field.onChange(v ? Number(v) : null)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldError(fieldState.error)}
          withAsterisk={required}
          allowDeselect={!required}
          clearable={!required}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          searchable
          nothingFoundMessage={t('form.nothing_found')}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('form.label')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
        <Controller
          control={form.control}
          name="modifier_type"
          render={({ field }) => (
            <Select
              label={t('fields.modifier_type')}
              data={[
                { value: String(MODIFIER_TYPE_IDS.bid), label: t('types.bid') },
                { value: String(MODIFIER_TYPE_IDS.delivery), label: t('types.delivery') },
              ]}
              value={String(field.value)}
              onChange={(v) => {
                if (!v) return;
                const next = Number(v);
                field.onChange(next);
                // The other kind's options differ: keep only what is stored for that kind.
                form.setValue('modifier_id', link?.modifier_type === next ? link.modifier_id : null);
                form.clearErrors();
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        {idSelect(
          'modifier_id',
          bid ? t('fields.bid_modifier') : t('fields.delivery_modifier'),
          bid ? bidData : deliveryData,
          bid ? bidOptions.isPending : deliveryOptions.isPending,
          true,
        )}
        {bid && (
          <>
            <TextInput
              label={t('fields.max_bid')}
              description={t('form.max_bid_hint', { currency: owner.currency })}
              inputMode="decimal"
              rightSection={owner.currency}
              rightSectionWidth={48}
              // The hint goes under the box, as the campaign's money fields do, so the row stays aligned.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...form.register('max_bid')}
              error={fieldError(form.formState.errors.max_bid)}
            />
            {idSelect(
              'delivery_modifier_id',
              t('fields.delivery_modifier'),
              pairedData,
              deliveryOptions.isPending,
              false,
            )}
          </>
        )}
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" size="xs" leftSection={<IconDeviceFloppy size={14} />} loading={save.isPending}>
          {t('form.submit')}
        </Button>
      </Group>
    </form>
  );
}
