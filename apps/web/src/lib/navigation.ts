/**
 * Lets non-React code (the API client) navigate through the router without importing it.
 * The app registers the router's navigate on start; before that a full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function registerNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}

export function currentLocation(): string {
  return window.location.pathname + window.location.search;
}
