import type { MouseEvent } from 'react';

/** Clicks on these belong to a control inside the row, not to the row itself. */
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="switch"], [role="menuitem"]';

export function isInteractiveClick(event: MouseEvent) {
  return event.target instanceof Element && event.target.closest(INTERACTIVE) !== null;
}

/**
 * Ctrl/cmd-click (or middle click) opens a new browser tab; a plain click navigates in place
 * (docs/REQUIREMENTS.md#lists).
 */
export function wantsNewTab(event: Pick<MouseEvent, 'ctrlKey' | 'metaKey' | 'button'>) {
  return event.ctrlKey || event.metaKey || event.button === 1;
}

export function openHref(event: MouseEvent, href: string, navigate: (to: string) => void) {
  if (wantsNewTab(event)) window.open(href, '_blank', 'noopener');
  else navigate(href);
}
