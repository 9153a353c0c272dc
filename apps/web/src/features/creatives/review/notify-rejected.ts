import type { Creative } from '@beacon/contracts';
import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import i18n from '../../../i18n/index.ts';
import { RejectedNotice } from './rejected-notice.tsx';

/**
 * A saved creative the exchange review rejected: a warning that stays until dismissed (it outlives the
 * navigation after saving), naming each reason and its fix, in place of the success toast.
 */
export function notifyRejected(creative: Creative) {
  const id = `creative-rejected-${creative.id}`;
  notifications.show({
    id,
    color: 'yellow',
    title: i18n.t('creatives:approval.rejected_title'),
    autoClose: false,
    withCloseButton: true,
    message: createElement(RejectedNotice, {
      name: creative.name,
      reasons: creative.approval_reasons,
      onDismiss: () => notifications.hide(id),
    }),
  });
}
