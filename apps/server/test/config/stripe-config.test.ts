import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

describe('the Stripe webhook configuration', () => {
  it('has no signing secret by default (the webhook then answers 503)', () => {
    expect(loadConfig({}).stripe).toEqual({ webhookSecret: undefined, apiBase: 'https://api.stripe.com' });
  });

  it('reads the Stripe API at STRIPE_API_BASE: an http(s) origin, nothing after it', () => {
    expect(loadConfig({ STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe.apiBase).toBe(
      'http://127.0.0.1:12111',
    );
    for (const wrong of [
      'api.stripe.com',
      'https://api.stripe.com/',
      'https://api.stripe.com/v1',
      'ftp://x',
    ]) {
      expect(() => loadConfig({ STRIPE_API_BASE: wrong }), wrong).toThrow(ConfigError);
    }
  });

  it('takes a whsec_ signing secret', () => {
    expect(loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc123' }).stripe.webhookSecret).toBe('whsec_abc123');
  });

  it('refuses anything else without echoing it', () => {
    const wrong = () => loadConfig({ STRIPE_WEBHOOK_SECRET: 'sk_live_not_a_webhook_secret' });
    expect(wrong).toThrow(ConfigError);
    expect(wrong).toThrow(
      'STRIPE_WEBHOOK_SECRET: must be the signing secret of a Stripe webhook endpoint (whsec_...)',
    );
    expect(wrong).not.toThrow('sk_live_not_a_webhook_secret');
  });
});
