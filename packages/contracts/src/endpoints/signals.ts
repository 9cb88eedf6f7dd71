import {
  acceptedSignalResponseSchema,
  createdSignalSourceResponseSchema,
  createSignalSourceSchema,
  documentedSignalIntakeSchema,
  hookParamsSchema,
  intakeNotSignalResponseSchema,
  revokedSignalSourceResponseSchema,
  signalCardResponseSchema,
  signalIdParamsSchema,
  signalSourceIdParamsSchema,
  signalSourcesResponseSchema,
  signalsFeedResponseSchema,
  signalsQuerySchema,
  updateSignalSourceSchema,
} from '../signal-sources';
import { parseSignalRequestSchema, parseSignalResponseSchema } from '../signals';
import { endpoint, errorAnswers } from './endpoint';

const errors = errorAnswers(400, 401, 403, 404, 429);
/** What a webhook answers: a stored signal (202), or an update or an ignored message (200). */
const intakeAnswers = { 200: intakeNotSignalResponseSchema, 202: acceptedSignalResponseSchema, ...errors };
const intakeBody = {
  documentedBody: documentedSignalIntakeSchema,
  consumes: ['application/json', 'text/plain'],
} as const;

/** Signal sources, the feed and the webhook intake (docs/signals.md). */
export const signalsEndpoints = {
  createSignalSource: endpoint({
    method: 'POST',
    path: '/api/signal-sources',
    access: 'admin1',
    summary: "Creates a signal source; a webhook's key is shown this once.",
    body: createSignalSourceSchema,
    response: { 201: createdSignalSourceResponseSchema, ...errors },
  }),
  signalSources: endpoint({
    method: 'GET',
    path: '/api/signal-sources',
    access: 'admin1',
    summary: 'The signal sources with their statistics, newest first.',
    response: { 200: signalSourcesResponseSchema },
  }),
  revokeSignalSource: endpoint({
    method: 'DELETE',
    path: '/api/signal-sources/:id',
    access: 'admin1',
    summary: 'Revokes a source: its key stops working.',
    params: signalSourceIdParamsSchema,
    response: { 200: revokedSignalSourceResponseSchema, ...errors },
  }),
  updateSignalSource: endpoint({
    method: 'PATCH',
    path: '/api/signal-sources/:id',
    access: 'admin1',
    summary: "Changes a source's settings.",
    params: signalSourceIdParamsSchema,
    body: updateSignalSourceSchema,
    response: { 200: revokedSignalSourceResponseSchema, ...errors },
  }),
  signalsFeed: endpoint({
    method: 'GET',
    path: '/api/signals',
    access: 'admin1',
    summary: 'The signals received, newest first, a page at a time.',
    query: signalsQuerySchema,
    response: { 200: signalsFeedResponseSchema, ...errors },
  }),
  signalCard: endpoint({
    method: 'GET',
    path: '/api/signals/:id',
    access: 'admin1',
    summary: 'One signal with its text, updates, what it waits on and its position.',
    params: signalIdParamsSchema,
    response: { 200: signalCardResponseSchema, ...errors },
  }),
  postSignal: endpoint({
    method: 'POST',
    path: '/api/signals',
    access: 'api-key',
    summary:
      'Posts a signal to the source whose key is sent (Authorization: Bearer): fields, or the text of a post.',
    ...intakeBody,
    response: intakeAnswers,
  }),
  postSignalByHook: endpoint({
    method: 'POST',
    path: '/api/signals/hook/:key',
    access: 'api-key',
    summary:
      "Posts a signal to the source whose key is in the URL (TradingView's webhook URL): text or JSON.",
    params: hookParamsSchema,
    ...intakeBody,
    response: intakeAnswers,
  }),
  parseSignal: endpoint({
    method: 'POST',
    path: '/api/signals/parse',
    access: 'admin1',
    summary: 'What the free-text parser reads from a message; nothing is stored.',
    body: parseSignalRequestSchema,
    response: { 200: parseSignalResponseSchema, ...errorAnswers(400) },
  }),
};
