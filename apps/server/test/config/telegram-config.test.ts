import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

describe('the Telegram intake configuration', () => {
  it('is off without a token, on Telegram’s API root by default', () => {
    expect(loadConfig({}).telegram).toEqual({
      botToken: undefined,
      apiRoot: 'https://api.telegram.org',
      channelId: undefined,
      groupId: undefined,
      language: 'fr',
      announceToSubscribers: false,
      botUsername: undefined,
    });
  });

  it('takes a BotFather token and a local Bot API server', () => {
    const config = loadConfig({
      TELEGRAM_BOT_TOKEN: '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw',
      TELEGRAM_API_ROOT: 'http://127.0.0.1:8081',
    });
    expect(config.telegram).toMatchObject({
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

describe('the Telegram out configuration', () => {
  it('takes the announcements channel, the paid group, the language and the subscribers switch', () => {
    const config = loadConfig({
      TELEGRAM_CHANNEL_ID: '@signaldesk_calls',
      TELEGRAM_GROUP_ID: '-1009876543210',
      TELEGRAM_LANGUAGE: 'en',
      TELEGRAM_ANNOUNCE_TO_SUBSCRIBERS: 'true',
      TELEGRAM_BOT_USERNAME: 'signaldesk_bot',
    });
    expect(config.telegram).toMatchObject({
      channelId: '@signaldesk_calls',
      groupId: '-1009876543210',
      language: 'en',
      announceToSubscribers: true,
      botUsername: 'signaldesk_bot',
    });
    expect(loadConfig({ TELEGRAM_CHANNEL_ID: '-1001234567890' }).telegram.channelId).toBe('-1001234567890');
  });

  it('refuses a group that is not a group chat id, and a language it has no messages in', () => {
    expect(() => loadConfig({ TELEGRAM_GROUP_ID: '@mygroup' })).toThrow('TELEGRAM_GROUP_ID');
    expect(() => loadConfig({ TELEGRAM_LANGUAGE: 'de' })).toThrow('TELEGRAM_LANGUAGE');
    expect(() => loadConfig({ TELEGRAM_CHANNEL_ID: 'calls' })).toThrow('TELEGRAM_CHANNEL_ID');
  });
});
