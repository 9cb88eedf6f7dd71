import { describe, expect, it } from 'vitest';
import { positionCategory } from '../../src/position/category';

const none = { isGolden: false, openByAdmin: false, isSignalFromTelegram: false, isOpportunity: false };

describe('position category precedence: golden, admin, signal, opportunity, other', () => {
  it('a golden position opened by an admin from a Telegram opportunity is golden', () => {
    expect(
      positionCategory({
        isGolden: true,
        openByAdmin: true,
        isSignalFromTelegram: true,
        isOpportunity: true,
      }),
    ).toBe('golden');
  });
  it('admin beats signal and opportunity', () => {
    expect(
      positionCategory({ ...none, openByAdmin: true, isSignalFromTelegram: true, isOpportunity: true }),
    ).toBe('admin');
  });
  it('signal beats opportunity', () => {
    expect(positionCategory({ ...none, isSignalFromTelegram: true, isOpportunity: true })).toBe('signal');
  });
  it('opportunity alone', () => {
    expect(positionCategory({ ...none, isOpportunity: true })).toBe('opportunity');
  });
  it('no flag is other', () => {
    expect(positionCategory(none)).toBe('other');
  });
});
