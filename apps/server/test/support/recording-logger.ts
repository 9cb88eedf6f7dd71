import type { MarketLogger } from '../../src/market/market-logger';

export interface LogLine {
  level: 'debug' | 'info' | 'warn' | 'error';
  fields: Record<string, unknown>;
  message: string;
}

/** A logger keeping its lines, to check what the code under test says. */
export function recordingLogger(lines: LogLine[]): MarketLogger {
  const at =
    (level: LogLine['level']) =>
    (first: unknown, second?: unknown): void => {
      if (typeof first === 'string') lines.push({ level, fields: {}, message: first });
      else lines.push({ level, fields: first as Record<string, unknown>, message: String(second) });
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') } as MarketLogger;
}
