import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../../src/config';

/**
 * .env.example and the README's configuration table list every variable config.ts reads, and nothing else, so a new
 * variable cannot be added to the schema without being documented (README.md, Configuration).
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/** Names set or shown commented out (`# NAME=`) at the start of a line. */
function envExampleVariables(text: string): string[] {
  return [...text.matchAll(/^#?\s?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] as string);
}

/** The backticked names in the first column of the table under `## Configuration`, each written out in full. */
function readmeVariables(text: string): string[] {
  const section = text.split(/^## /m).find((part) => part.startsWith('Configuration\n')) ?? '';
  return section.split('\n').flatMap((line) => {
    const firstCell = /^\|([^|]+)\|/.exec(line)?.[1] ?? '';
    return [...firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1] as string);
  });
}

describe('the documented configuration', () => {
  it('reads some variables (the schema is found)', () => {
    expect(CONFIG_VARIABLES).toContain('APP_MODE');
    expect(CONFIG_VARIABLES).toContain('BACKTEST_RUNS_KEPT');
  });

  it('.env.example lists exactly the variables config.ts reads', () => {
    expect(sorted(envExampleVariables(read('.env.example')))).toEqual(sorted(CONFIG_VARIABLES));
  });

  it("the README's configuration table lists exactly the variables config.ts reads", () => {
    expect(sorted(readmeVariables(read('README.md')))).toEqual(sorted(CONFIG_VARIABLES));
  });
});
