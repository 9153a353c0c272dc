import {
  CUSTOM_LIST_LIMITS,
  type CustomList,
  PRIVATE_POI_LIMITS,
  type PrivatePoiFromCustomList,
  privatePoiFromCustomListSchema,
} from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { applyServerErrors, fieldError } from '../../../ui/form-errors.ts';
import { notifySuccess } from '../../../ui/notify.ts';
import { useConvertCustomList } from '../api/use-private-poi-mutations.ts';
import { privatePoisPaths } from '../paths.ts';

type Props = { list: CustomList | null; onClose: () => void };

/**
 * "Convert lat/long list to private POIs" (docs/REQUIREMENTS.md#custom-lists): the new layer's name and
 * the radius of its places; the new layer then opens (or the layers list, without permission to see it).
 */
export function ConvertListModal({ list, onClose }: Props) {
  const { t } = useTranslation('privatePois');
  return (
    <Modal opened={list !== null} onClose={onClose} title={t('convert.title')} size="md">
      {list && <ConvertForm key={list.id} list={list} onClose={onClose} />}
    </Modal>
  );
}

function ConvertForm({ list, onClose }: { list: CustomList; onClose: () => void }) {
  const { t } = useTranslation('privatePois');
  const navigate = useNavigate();
  const canShow = useAppAbility().can('show', 'PrivatePoi');
  const convert = useConvertCustomList(list.id);
  const form = useForm<PrivatePoiFromCustomList>({
    resolver: zodResolver(privatePoiFromCustomListSchema),
    defaultValues: {
      name: list.name,
      radius_km: list.default_radius_km ?? CUSTOM_LIST_LIMITS.defaultRadiusKm,
    },
  });
  const onSubmit = form.handleSubmit(async () => {
    try {
      // The raw values: the contract's transform runs again on the server.
      const { private_poi_layer: layer } = await convert.mutateAsync(form.getValues());
      notifySuccess('privatePois:messages.converted', { name: layer.layer_name });
      onClose();
      navigate(canShow ? privatePoisPaths.edit(layer.id) : privatePoisPaths.create);
    } catch (error) {
      applyServerErrors(error, form.setError, ['name', 'radius_km']);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('convert.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('convert.intro', { name: list.name, count: list.custom_list_items_count })}
        </Text>
        <TextInput
          label={t('convert.name')}
          withAsterisk
          data-autofocus
          {...form.register('name')}
          error={fieldError(form.formState.errors.name)}
        />
        <Controller
          control={form.control}
          name="radius_km"
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('convert.radius')}
              description={t('convert.radius_hint', {
                min: PRIVATE_POI_LIMITS.radiusMinKm,
                max: PRIVATE_POI_LIMITS.radiusMaxKm,
              })}
              min={PRIVATE_POI_LIMITS.radiusMinKm}
              max={PRIVATE_POI_LIMITS.radiusMaxKm}
              step={0.1}
              decimalScale={3}
              suffix=" km"
              withAsterisk
              value={field.value}
              onChange={(v) => field.onChange(v)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(fieldState.error)}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={convert.isPending}>
            {t('convert.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
