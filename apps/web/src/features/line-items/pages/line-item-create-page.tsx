import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notifySuccess } from '../../../ui/notify.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { submitSave } from '../../../ui/submit-save.ts';
import { useCreateLineItem } from '../api/use-line-item-mutations.ts';
import { LineItemForm } from '../form/line-item-form.tsx';
import { emptyLineItemValues, LINE_ITEM_FIELDS } from '../form/line-item-form-values.ts';
import { useLineItemForm } from '../form/use-line-item-form.ts';
import { lineItemsPaths } from '../paths.ts';

/** LineItemCreate (/admin/lineitem/create); `campaign_id` in the query preselects the campaign. */
export function LineItemCreatePage() {
  const { t } = useTranslation('lineItems');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const create = useCreateLineItem();
  const [initial] = useState(() => {
    const campaignId = params.get('campaign_id');
    return {
      ...emptyLineItemValues(),
      campaign_id: campaignId && /^\d+$/.test(campaignId) ? campaignId : null,
    };
  });
  const controller = useLineItemForm({ creating: true, values: initial });
  const { form } = controller;

  const save = (stay: boolean) =>
    submitSave(form, create, LINE_ITEM_FIELDS, (line) => {
      notifySuccess('lineItems:messages.created', { name: line.name });
      navigate(stay ? lineItemsPaths.edit(line.id) : lineItemsPaths.ofCampaign(line.campaign_id));
    });

  return (
    <Stack gap="sm" maw={1180}>
      <PageHeading title={t('create.title')} intro={t('create.intro')} />
      <LineItemForm
        controller={controller}
        creating
        label={t('create.title')}
        onSubmit={save(false)}
        onSubmitAndContinue={() => void save(true)()}
        saving={create.isPending}
        saveLabel={t('create.submit')}
      />
    </Stack>
  );
}
