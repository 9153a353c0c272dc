/**
 * Lets code outside React (notifications, the API client) navigate inside the single-page app.
 * The router registers itself at start; before that a full page load is the fallback.
 */
type Navigate = (to: string) => void;
let navigator: Navigate = (to) => window.location.assign(to);

export function registerNavigator(navigate: Navigate) {
  navigator = navigate;
}

export function navigateTo(to: string) {
  navigator(to);
}
