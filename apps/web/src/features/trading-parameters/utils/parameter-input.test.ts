import type { TradingParameter } from '@signaldesk/contracts/trading-parameters';
import { describe, expect, it } from 'vitest';
import { parameterInputFor } from './parameter-input';

const parameter = (key: string, type: TradingParameter['type'], secret = false) => ({ key, type, secret });
const NUMBER = { kind: 'number' } as const;
const TEXT = { kind: 'text' } as const;

describe('parameterInputFor', () => {
  it('gives text inputs to the price ids and OPPORTUNITY_SCORE, and a hidden one to a secret', () => {
    expect(parameterInputFor(parameter('STRIPE_MONTHLY_PRICE_ID', TEXT))).toEqual({
      kind: 'text',
      secret: false,
    });
    expect(parameterInputFor(parameter('STRIPE_YEARLY_PRICE_ID', TEXT))).toEqual({
      kind: 'text',
      secret: false,
    });
    expect(parameterInputFor(parameter('OPPORTUNITY_SCORE', TEXT))).toEqual({ kind: 'text', secret: false });
    expect(parameterInputFor(parameter('STRIPE_SECRET_KEY', TEXT, true))).toEqual({
      kind: 'text',
      secret: true,
    });
  });

  it("takes a number input's step and inclusive bounds from the key's rule", () => {
    const stopLoss = {
      kind: 'number',
      min: -100,
      max: 0,
      exclusiveMin: true,
      exclusiveMax: true,
      integer: false,
      step: 0.1,
      sameAs: 'stopLossPercent',
    } as const;
    expect(parameterInputFor(parameter('DEFAULT_STOP_LOSS_PERCENT', stopLoss))).toEqual({
      kind: 'number',
      step: 0.1,
      min: undefined,
      max: undefined,
      integer: false,
    });
    const size = { kind: 'number', min: 0, max: 100, integer: true, step: 1 } as const;
    expect(parameterInputFor(parameter('TP1_SIZE_PERCENT', size))).toEqual({
      kind: 'number',
      step: 1,
      min: 0,
      max: 100,
      integer: true,
    });
  });

  it('steps a number input without a step by 0.1 when the key contains PRICE, else by 1', () => {
    expect(parameterInputFor(parameter('MONTHLY_PLAN_PRICE', NUMBER))).toMatchObject({ step: 0.1 });
    expect(parameterInputFor(parameter('MAX_OPEN_POSITIONS', NUMBER))).toMatchObject({ step: 1 });
  });

  it('gives checkboxes to the boolean keys', () => {
    for (const key of [
      'SCALPING_ENABLED',
      'OPPORTUNITY_AUTO_OPEN',
      'OPPORTUNITY_IS_ENABLED',
      'OPPORTUNITY_PLAY_SUPPORT_RESISTANCE',
      'OPPORTUNITY_IS_INVERT_DIRECTION',
    ]) {
      expect(parameterInputFor(parameter(key, { kind: 'boolean' })), key).toEqual({ kind: 'checkbox' });
    }
  });

  it('describes TREND and SHAKY in the MARKET_STRATEGY select', () => {
    expect(
      parameterInputFor(parameter('MARKET_STRATEGY', { kind: 'select', options: ['TREND', 'SHAKY'] })),
    ).toEqual({
      kind: 'select',
      options: [
        { value: 'TREND', label: 'TREND (4/5 pattern, spread 0-3.5%)' },
        { value: 'SHAKY', label: 'SHAKY (7/9 pattern, spread 0.7-3.1%, volume 50-100%)' },
      ],
    });
  });
});
