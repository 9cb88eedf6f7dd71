import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

describe('the Telegram intake configuration', () => {
  it('is off without a token, on Telegram’s API root by default', () => {
    expect(loadConfig({}).telegram).toEqual({ botToken: undefined, apiRoot: 'https://api.telegram.org' });
  });

  it('takes a BotFather token and a local Bot API server', () => {
    const config = loadConfig({
      TELEGRAM_BOT_TOKEN: '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw',
      TELEGRAM_API_ROOT: 'http://127.0.0.1:8081',
    });
    expect(config.telegram).toEqual({
      botToken: '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw',
      apiRoot: 'http://127.0.0.1:8081',
    });
  });

  it('refuses a malformed token without echoing it, and an API root ending in /', () => {
    const badToken = () => loadConfig({ TELEGRAM_BOT_TOKEN: 'not-a-token-secret' });
    expect(badToken).toThrow(ConfigError);
    expect(badToken).toThrow('TELEGRAM_BOT_TOKEN: must be a bot token from BotFather');
    expect(badToken).not.toThrow('not-a-token-secret');
    expect(() => loadConfig({ TELEGRAM_API_ROOT: 'https://api.telegram.org/' })).toThrow(
      'TELEGRAM_API_ROOT: must be an http(s) URL without a trailing /',
    );
  });
});
