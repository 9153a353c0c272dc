import { notifications } from '@mantine/notifications';
import i18n from '../../../i18n/index.ts';
import { translateMessage } from '../../../ui/translate-message.ts';

/**
 * A warning toast for a change that worked but will not take effect yet (docs/REQUIREMENTS.md#line-items: its
 * campaign is inactive).
 */
export function notifyWarning(messageKey: string, params?: Record<string, unknown>) {
  notifications.show({
    color: 'orange',
    title: i18n.t('lineItems:messages.warning_title'),
    message: translateMessage(messageKey, params),
    autoClose: 8000,
    withCloseButton: true,
  });
}
