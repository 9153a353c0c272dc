import { TOKEN_EXPIRY_WARNING_MINUTES } from '@beacon/contracts';

/**
 * Whether the person is working in this tab: a key, click, touch or scroll within the last
 * 15 minutes. The API offers a renewed token with any answer once the current one is past half its
 * life (docs/REQUIREMENTS.md#sign-in); the client keeps it only while the person is active, so a
 * tab left open (whose screens may still poll) lets its token run out and shows the renew prompt.
 */
const ACTIVE_WINDOW_MS = TOKEN_EXPIRY_WARNING_MINUTES * 60_000;
const INPUT_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

let lastInputAt = Date.now();

export function markActivity(now = Date.now()) {
  lastInputAt = now;
}

export function isActive(now = Date.now()): boolean {
  return now - lastInputAt < ACTIVE_WINDOW_MS;
}

if (typeof window !== 'undefined') {
  for (const type of INPUT_EVENTS)
    window.addEventListener(type, () => markActivity(), { capture: true, passive: true });
}
