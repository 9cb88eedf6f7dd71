import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Stripe API on 127.0.0.1 (random port), speaking its wire format for what the billing
 * webhook reads (docs/billing.md, The Stripe API): `GET /v1/subscriptions/{id}` with the secret key as a Bearer
 * token, answered with the subscription object, or Stripe's error envelope `{error: {type, code, message, param}}`:
 * 401 for another key, 404 `resource_missing` (`No such subscription: 'sub_…'`) for an unknown id. `failNext`
 * answers the next reads 500 `api_error`, as Stripe does when it fails.
 */
export class FakeStripe {
  readonly secretKey: string;
  /** Every request, in order: method, path, and the Stripe-Version header the SDK sent. */
  readonly requests: { method: string; path: string; stripeVersion: string | undefined }[] = [];
  private readonly subscriptions = new Map<string, Record<string, unknown>>();
  private failures = 0;
  private server: Server | undefined;

  constructor(secretKey = 'sk_test_signaldesk_local_stripe') {
    this.secretKey = secretKey;
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => this.handle(request, response));
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** What the API answers for this subscription from now on. */
  setSubscription(subscription: Record<string, unknown>): void {
    this.subscriptions.set(String(subscription.id), subscription);
  }

  /** The next `count` reads answer 500. */
  failNext(count = 1): void {
    this.failures = count;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const path = new URL(request.url ?? '/', 'http://stripe.local').pathname;
    const version = request.headers['stripe-version'];
    this.requests.push({
      method: request.method ?? '',
      path,
      stripeVersion: typeof version === 'string' ? version : undefined,
    });
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${this.requests.length}`,
      });
      response.end(JSON.stringify(body));
    };
    const error = (status: number, type: string, message: string, extra: Record<string, unknown> = {}) =>
      answer(status, { error: { type, message, ...extra } });
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      error(401, 'invalid_request_error', 'Invalid API Key provided: sk_test_****');
      return;
    }
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (request.method !== 'GET' || !match) {
      error(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${path}).`);
      return;
    }
    if (this.failures > 0) {
      this.failures--;
      error(500, 'api_error', 'An unknown error occurred');
      return;
    }
    const id = decodeURIComponent(match[1]!);
    const subscription = this.subscriptions.get(id);
    if (!subscription) {
      error(404, 'invalid_request_error', `No such subscription: '${id}'`, {
        code: 'resource_missing',
        param: 'id',
      });
      return;
    }
    answer(200, subscription);
  }
}
