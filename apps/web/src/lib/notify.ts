import { notifications } from '@mantine/notifications';

/** Toasts for outcomes that belong to no form field (a field error shows on its field instead). */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 4000 });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: 8000 });
}
