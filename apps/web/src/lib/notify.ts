import { notifications } from '@mantine/notifications';
import { i18n } from './i18n';

// The toast's close button needs a name (axe button-name).
const closeButtonProps = () => ({ 'aria-label': i18n.t('common:actions.close') });

/** Toasts for outcomes that belong to no form field (a field error shows on its field instead). */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 4000, closeButtonProps: closeButtonProps() });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: 8000, closeButtonProps: closeButtonProps() });
}
