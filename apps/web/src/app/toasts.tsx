import { Notifications } from '@mantine/notifications';

/** Where toasts show (lib/notify.ts): its own chunk, see ToastsWhenNeeded. */
export function Toasts() {
  return <Notifications position="top-center" limit={3} />;
}
