import { Notifications } from '@mantine/notifications';

/**
 * Toasts show below the header, never over it (the header holds the menus and the way out): the app shell gives the
 * header's height to the page as `--app-shell-header-offset` (none on a page without a header).
 */
const belowHeader = { root: { top: 'calc(var(--app-shell-header-offset, 0rem) + var(--mantine-spacing-md))' } };

/** Where toasts show (lib/notify.ts): its own chunk, see ToastsWhenNeeded. */
export function Toasts() {
  return <Notifications position="top-center" limit={3} styles={belowHeader} />;
}
