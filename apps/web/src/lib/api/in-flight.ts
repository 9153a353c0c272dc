/**
 * A new request to the same method and path cancels the earlier one (docs/REQUIREMENTS.md#api-conventions),
 * so a slow answer can never overwrite a newer one on screen.
 */
const inFlight = new Map<string, AbortController>();

export function startRequest(key: string, external?: AbortSignal | null) {
  inFlight.get(key)?.abort();
  const controller = new AbortController();
  inFlight.set(key, controller);
  if (external) {
    if (external.aborted) controller.abort();
    else external.addEventListener('abort', () => controller.abort(), { once: true });
  }
  const finish = () => {
    if (inFlight.get(key) === controller) inFlight.delete(key);
  };
  return { signal: controller.signal, finish };
}
