import { Notifications } from '@mantine/notifications';
import classes from './toasts.module.css';

/** Where toasts show (lib/notify.ts): its own chunk, see ToastsWhenNeeded; below the header (toasts.module.css). */
export function Toasts() {
  return <Notifications position="top-center" limit={3} classNames={{ root: classes.root }} />;
}
