import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import i18n from '../i18n/index.ts';
import { ApiError, CLIENT_MESSAGES } from '../lib/api/api-error.ts';
import { navigateTo } from '../lib/navigation.ts';
import { NotificationBody } from './notification-body.tsx';
import { translateField, translateKey, translateMessage } from './translate-message.ts';

export type NotifyErrorOptions = {
  /** A view to go to: the button then reads "continue" and navigates there (docs/REQUIREMENTS.md#errors). */
  continueTo?: string;
};

function detailsOf(error: ApiError): string[] {
  return Object.entries(error.errors).flatMap(([field, messages]) =>
    (messages ?? []).map((message) => `${translateField(field)}: ${translateMessage(message)}`),
  );
}

/**
 * The one error handler of the console: title, message, the field errors as details, and a
 * "try again" (or "continue") button. Cancelled requests are ignored silently.
 */
export function notifyError(error: unknown, options: NotifyErrorOptions = {}) {
  if (error instanceof ApiError && error.cancelled) return;
  const apiError =
    error instanceof ApiError
      ? error
      : new ApiError({ status: 0, message: CLIENT_MESSAGES.unknown, data: error });
  const id = `error-${apiError.status}-${apiError.message}`;
  const { continueTo } = options;
  notifications.show({
    id,
    color: 'red',
    title: i18n.t(apiError.isValidation ? 'common:notify.validation_title' : 'common:notify.error_title'),
    autoClose: apiError.status === 0 ? 8000 : 6000,
    withCloseButton: true,
    message: createElement(NotificationBody, {
      // The server's key first (it follows the reader's language), then its text.
      message: (apiError.code && translateKey(apiError.code)) || translateMessage(apiError.message),
      details: detailsOf(apiError),
      actionLabel: i18n.t(continueTo ? 'common:actions.continue' : 'common:actions.try_again'),
      onAction: () => {
        notifications.hide(id);
        if (continueTo) navigateTo(continueTo);
      },
    }),
  });
}

/** A success toast; `messageKey` is a translation key (or server text). */
export function notifySuccess(messageKey: string, params?: Record<string, unknown>) {
  notifications.show({
    color: 'teal',
    title: i18n.t('common:notify.success_title'),
    message: translateMessage(messageKey, params),
    autoClose: 4000,
  });
}
