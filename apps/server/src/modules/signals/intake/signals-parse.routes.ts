import { endpoints } from '@signaldesk/contracts/endpoints';
import { parseSignalText } from '@signaldesk/core/signals/parse-signal-text';
import type { AppInstance } from '../../../app-types';
import { route } from '../../../http/route';
import { ValidationError } from '../../../lib/errors';

/**
 * `POST /api/signals/parse` (docs/signals.md, "Free-text signals"): what the parser reads from a message, without
 * storing anything, so that an admin1 can check a channel's format. A message the parser refuses answers 400 with
 * the reason on the `text` field.
 */
export async function signalsParseRoutes(app: AppInstance) {
  route(app, endpoints.parseSignal, async (request) => {
    const reading = parseSignalText(request.body.text);
    if (!reading.ok) throw new ValidationError(reading.reason, [{ path: 'text', message: reading.reason }]);
    return { success: true as const, data: reading.signal };
  });
}
