import { readBacktestConfigFile } from '@signaldesk/contracts/backtest-config-file';
import { symbolSchema } from '@signaldesk/contracts/symbol';
import type { BacktestConfig } from '@signaldesk/core/backtest/config';
import type { BacktestSignal } from '@signaldesk/core/backtest/types';
import { POSITION_CATEGORIES } from '@signaldesk/core/position/category';
import { DIRECTIONS } from '@signaldesk/core/position/profit';
import { z } from 'zod';

/** Input that the command line refuses, with a message for the person who wrote it. */
export class BacktestInputError extends Error {
  override readonly name = 'BacktestInputError';
}

const optionalNumber = z.number().nullable().optional();

const time = z.union([
  z.number().finite(),
  z
    .string()
    .refine((text) => Number.isFinite(Date.parse(text)), 'must be an ISO 8601 time')
    .transform((text) => Date.parse(text)),
]);

const signalSchema = z.object({
  id: z.number().int(),
  symbol: symbolSchema('symbol'),
  direction: z.enum(DIRECTIONS),
  /** ISO 8601 time or ms since epoch. */
  openedAt: time,
  riskScore: optionalNumber,
  forcePercentage: optionalNumber,
  trendConfidence: optionalNumber,
  atrValue: optionalNumber,
  volumeRatio: optionalNumber,
  marketVolatilityIndex: optionalNumber,
  category: z.enum(POSITION_CATEGORIES).optional(),
});

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`).join('\n');
}

/** A signals file: a JSON array of positions (id, symbol, direction, openedAt and the filter fields). */
export function parseSignalsJson(text: string, source: string): BacktestSignal[] {
  const parsed = z.array(signalSchema).safeParse(parseJson(text, source));
  if (!parsed.success)
    throw new BacktestInputError(`${source} is not a list of signals:\n${describeIssues(parsed.error)}`);
  return parsed.data;
}

/**
 * A configuration file (`--config`): read as every configuration file is (contracts/backtest-config-file.ts,
 * docs/backtest.md "Configuration files"): absent and null fields take their defaults; unknown keys are returned.
 */
export function parseConfigJson(
  text: string,
  source: string,
): { config: BacktestConfig; unknownKeys: string[] } {
  const read = readBacktestConfigFile(parseJson(text, source));
  if (read.ok) return { config: read.config, unknownKeys: read.unknownKeys };
  if (read.notObject)
    throw new BacktestInputError(`${source} must hold a JSON object of configuration fields`);
  const lines = read.issues.map((issue) => `  ${issue.path}: ${issue.message}`).join('\n');
  throw new BacktestInputError(`${source} has invalid fields:\n${lines}`);
}

function parseJson(text: string, source: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BacktestInputError(`${source} is not valid JSON: ${(error as Error).message}`);
  }
}
