import { notifications } from '@mantine/notifications';

/**
 * The console's toasts (docs/console.md, Outcomes): every position action ends in one. A failure stays longer
 * and carries the server's own reason.
 */
export function notifySuccess(title: string, message: string): void {
  notifications.show({ color: 'teal', title, message, autoClose: 5_000 });
}

export function notifyFailure(title: string, message: string): void {
  notifications.show({ color: 'red', title, message, autoClose: 12_000 });
}
