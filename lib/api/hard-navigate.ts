/**
 * A full page load, so the server sees the new session cookie on the first request.
 * A module of its own because jsdom's `window.location.assign` cannot be mocked.
 */
export function hardNavigate(path: string): void {
  window.location.assign(path);
}
