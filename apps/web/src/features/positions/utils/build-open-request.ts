import type { OpenPositionRequest } from '@signaldesk/contracts/positions';
import type { Direction } from '@signaldesk/core/position/profit';

/** The open form as typed: number inputs hold strings, '' when empty. */
export interface OpenPositionFormValues {
  symbol: string;
  direction: Direction;
  telegram: 'true' | 'false';
  isSpot: 'true' | 'false';
  customSL: string;
  customTP1: string;
  customTP2: string;
  customTP3: string;
}

export const EMPTY_CUSTOM_LEVELS = { customSL: '', customTP1: '', customTP2: '', customTP3: '' } as const;

export const INITIAL_OPEN_FORM: OpenPositionFormValues = {
  symbol: '',
  direction: 'LONG',
  telegram: 'false',
  isSpot: 'false',
  ...EMPTY_CUSTOM_LEVELS,
};

function level(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * docs/positions.md, Overview: flags as 'true'/'false' strings, empty custom levels as null, and forceAdmin
 * 'true' exactly when at least one custom level is filled.
 */
export function buildOpenPositionRequest(values: OpenPositionFormValues): OpenPositionRequest {
  const customSL = level(values.customSL);
  const customTP1 = level(values.customTP1);
  const customTP2 = level(values.customTP2);
  const customTP3 = level(values.customTP3);
  const anyCustom = [customSL, customTP1, customTP2, customTP3].some((v) => v !== null);
  return {
    symbol: values.symbol.trim().toUpperCase(),
    direction: values.direction,
    forceAdmin: anyCustom ? 'true' : 'false',
    telegram: values.telegram,
    isSpot: values.isSpot,
    customSL,
    customTP1,
    customTP2,
    customTP3,
  };
}
