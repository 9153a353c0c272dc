import { TEXT_MAX, TEXT_MIN } from '@beacon/contracts';
import { translateMessage } from '../../../ui/translate-message.ts';

/** A field's error as text: messages are translation keys (`validation.required`, ...). */
export const errorText = (message: string | undefined) =>
  message ? translateMessage(message, { min: TEXT_MIN, max: TEXT_MAX }) : undefined;
