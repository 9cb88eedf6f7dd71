import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

describe('the AI report configuration', () => {
  it('is off without the variables: the built-in writer', () => {
    expect(loadConfig({}).ai).toBeUndefined();
  });

  it('takes the endpoint, key, model and time limit together', () => {
    const config = loadConfig({
      AI_BASE_URL: 'http://127.0.0.1:8000/v1',
      AI_API_KEY: 'sk-local',
      AI_MODEL: 'llama-3.1-8b',
      AI_TIMEOUT_SECONDS: '20',
    });
    expect(config.ai).toEqual({
      baseUrl: 'http://127.0.0.1:8000/v1',
      apiKey: 'sk-local',
      model: 'llama-3.1-8b',
      timeoutMs: 20_000,
    });
  });

  it('refuses a partial setting, naming the three variables, without echoing the key', () => {
    const partial = () => loadConfig({ AI_API_KEY: 'sk-secret-value', AI_MODEL: 'gpt-4o-mini' });
    expect(partial).toThrow(ConfigError);
    expect(partial).toThrow('AI_BASE_URL, AI_API_KEY and AI_MODEL go together');
    expect(partial).not.toThrow('sk-secret-value');
  });
});
