import { describe, expect, it } from 'vitest';
import { withoutHookKey } from '../../src/http/request-log';

describe('request log lines', () => {
  it("leave a hook URL's key out, and every other URL as it is", () => {
    expect(withoutHookKey('/api/signals/hook/sdk_abc-DEF_123')).toBe('/api/signals/hook/[key]');
    expect(withoutHookKey('/api/signals/hook/sdk_abc?x=1')).toBe('/api/signals/hook/[key]?x=1');
    expect(withoutHookKey('/api/signals?limit=50')).toBe('/api/signals?limit=50');
  });
});
