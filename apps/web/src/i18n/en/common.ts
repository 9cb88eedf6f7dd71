/** Words shared by several screens (docs/console.md, Languages). */
export const common = {
  retry: 'Retry',
  cancel: 'Cancel',
  confirm: 'Confirm',
  close: 'Close',
  save: 'Save',
  refresh: 'Refresh',
  loading: 'Loading…',
  yes: 'Yes',
  no: 'No',
  unknownError: 'Unknown error',
  errorPrefix: 'Error: {{message}}',
  dismissNotification: 'Dismiss notification',
  closeDialog: 'Close dialog',
  dismiss: 'Dismiss',
};
