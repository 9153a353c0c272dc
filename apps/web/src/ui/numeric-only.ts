import type { KeyboardEvent } from 'react';

/**
 * Keyboard rule of whole-number inputs (docs/REQUIREMENTS.md#validation): digits, navigation keys
 * and edit keys are taken; any other character is not typed at all. Shortcuts with Ctrl or ⌘
 * (copy, paste, undo, select all) and keys that type nothing (Shift, F5) pass; what a paste brings
 * is left to the field's own validation.
 */
const NAVIGATION_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Tab',
]);
const EDIT_KEYS = new Set(['Backspace', 'Delete', 'Enter', 'Escape', 'Insert']);
const SILENT_KEYS = new Set([
  'Shift',
  'Control',
  'Alt',
  'AltGraph',
  'Meta',
  'CapsLock',
  'NumLock',
  'ContextMenu',
]);

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>;

export function isNumericKey({ key, ctrlKey, metaKey }: KeyLike): boolean {
  if (ctrlKey || metaKey) return true;
  if (/^[0-9]$/.test(key)) return true;
  if (NAVIGATION_KEYS.has(key) || EDIT_KEYS.has(key) || SILENT_KEYS.has(key)) return true;
  return /^F\d{1,2}$/.test(key);
}

/** Props of a whole-number text input: the numeric keyboard on phones and the key rule above. */
export const numericOnly = {
  inputMode: 'numeric',
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isNumericKey(event)) event.preventDefault();
  },
} as const;
