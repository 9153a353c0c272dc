/** Callbacks run when the server answers 401 (e.g. the query cache is dropped by the app). */
type Handler = () => void;
const handlers = new Set<Handler>();

export function onUnauthorized(handler: Handler) {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

export function runUnauthorizedHandlers() {
  for (const handler of handlers) handler();
}
