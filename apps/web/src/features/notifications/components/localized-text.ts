import type { Notification } from '@beacon/contracts';
import { isLanguage } from '../../../i18n/index.ts';

/** A notification's title and description in the console's language (the server keeps all three). */
export function localizedText(notification: Notification, language: string) {
  return isLanguage(language)
    ? notification.texts[language]
    : { title: notification.title, description: notification.description };
}
