import type { LineItem, LineItemClonePart } from '@beacon/contracts';
import { Checkbox } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CloneDialog } from '../../../ui/clone-dialog.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { useCloneLineItem } from '../api/use-line-item-mutations.ts';
import { lineItemsPaths } from '../paths.ts';

type Props = { lineItem: LineItem | null; onClose: () => void };

/** Duplicates a line item into its campaign, optionally with its creative associations. */
export function CloneLineItemModal({ lineItem, onClose }: Props) {
  const { t } = useTranslation('lineItems');
  const navigate = useNavigate();
  const clone = useCloneLineItem();
  const [creatives, setCreatives] = useState(false);
  const close = () => {
    setCreatives(false);
    onClose();
  };
  const parts = (): LineItemClonePart[] => (creatives ? ['creatives'] : []);

  return (
    <CloneDialog
      namespace="lineItems"
      source={lineItem}
      onClose={close}
      pending={clone.isPending}
      errorFields={['clone']}
      onClone={(source, name) => clone.mutateAsync({ id: source.id, name, parts: parts() })}
      onCloned={(copy) => {
        notifySuccess('lineItems:messages.cloned', { name: copy.name });
        navigate(lineItemsPaths.edit(copy.id));
      }}
    >
      {(source, errors) => (
        <Checkbox
          label={t('clone.creatives')}
          description={t('clone.creatives_hint', { count: source.creative_associations_count })}
          checked={creatives}
          onChange={(event) => setCreatives(event.currentTarget.checked)}
          error={errors.clone}
        />
      )}
    </CloneDialog>
  );
}
