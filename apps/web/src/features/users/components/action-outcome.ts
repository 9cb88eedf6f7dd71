import { notifyFailure, notifySuccess } from '../../../components/ui/notify';
import { getErrorMessage } from '../../../lib/api-client';
import { SUBSCRIBER_LABELS } from '../utils/user-labels';

/**
 * Every subscriber action ends in a toast: what was done, or the server's reason (docs/users.md, A subscriber's
 * page). Pass the result of `mutateAsync`.
 */
export async function withOutcome<T>(
  action: string,
  run: Promise<T>,
  success: (value: T) => string,
): Promise<void> {
  try {
    const value = await run;
    notifySuccess(`${action} : ${SUBSCRIBER_LABELS.done}`, success(value));
  } catch (error) {
    notifyFailure(
      `${action} : ${SUBSCRIBER_LABELS.failed}`,
      getErrorMessage(error, SUBSCRIBER_LABELS.failed),
    );
  }
}
