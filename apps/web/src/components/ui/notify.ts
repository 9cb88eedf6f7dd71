import { notifications } from '@mantine/notifications';
import { translate } from '../../i18n/use-t';

/**
 * The console's toasts (docs/console.md, Outcomes): every position action ends in one. A failure stays longer
 * and carries the server's own reason.
 */
export function notifySuccess(title: string, message: string): void {
  notifications.show({ ...READABLE, color: 'teal', title, message, autoClose: 5_000 });
}

export function notifyFailure(title: string, message: string): void {
  notifications.show({ ...READABLE, color: 'red', title, message, autoClose: 12_000 });
}

/**
 * A named close button, and the message in the text colour: Mantine's own grey description falls under the
 * WCAG AA contrast of 4.5:1 on the dark toast (docs/console.md, Colours).
 */
const READABLE = {
  closeButtonProps: {
    get 'aria-label'() {
      return translate('common.dismissNotification');
    },
  },
  styles: { description: { color: 'var(--mantine-color-text)' } },
} as const;
