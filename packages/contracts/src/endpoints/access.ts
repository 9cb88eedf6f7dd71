/**
 * Who may call an endpoint (docs/api.md, Access), declared on its registry entry and enforced by the server's
 * session hook:
 * - `public`: anyone (login, health, the API's description);
 * - `session-optional`: anyone, the session is read when present (verify, logout);
 * - `authenticated`: any admin, admin1 or admin2;
 * - `admin1`: admin1 only;
 * - `api-key`: a machine with a signal source's API key (`Authorization: Bearer …`), checked by the route itself;
 *   no cookie is read, so no CSRF check applies (docs/signals.md, Webhook);
 * - `signature`: a machine whose body is signed (Stripe's `Stripe-Signature`), checked by the route itself; no
 *   cookie is read and no CSRF check applies (docs/billing.md, The webhook).
 */
export const ROUTE_ACCESS = [
  'public',
  'session-optional',
  'authenticated',
  'admin1',
  'api-key',
  'signature',
] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];
