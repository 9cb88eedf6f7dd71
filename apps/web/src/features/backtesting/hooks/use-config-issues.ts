import type { BacktestConfig, BacktestConfigKey } from '@signaldesk/core/backtest/config';
import { backtestConfigIssues, type ConfigIssue } from '@signaldesk/core/backtest/config-rules';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';

/**
 * The configuration's broken rules as the person types (docs/backtesting-screen.md, "Inputs"): the rule
 * table's own messages, the same the server would answer, plus the text of a box that is not a number yet.
 */
export interface ConfigIssues {
  /** The first message of each field, to show under its input. */
  byField: ReadonlyMap<BacktestConfigKey, string>;
  /** Every broken rule, in the configuration's order. */
  list: readonly ConfigIssue[];
  /** A box's text that does not parse (null once it does); the configuration keeps its last number meanwhile. */
  setDraftIssue: (field: BacktestConfigKey, message: string | null) => void;
}

export function useConfigIssues(config: BacktestConfig): ConfigIssues {
  const [drafts, setDrafts] = useState<Partial<Record<BacktestConfigKey, string>>>({});
  const setDraftIssue = useCallback((field: BacktestConfigKey, message: string | null) => {
    setDrafts((current) => {
      if ((current[field] ?? null) === message) return current;
      const next = { ...current };
      if (message === null) delete next[field];
      else next[field] = message;
      return next;
    });
  }, []);
  return useMemo(() => {
    const fromDrafts = Object.entries(drafts).map(([path, message]) => ({
      path: path as BacktestConfigKey,
      message: message as string,
    }));
    const drafted = new Set(fromDrafts.map((issue) => issue.path));
    const list = [
      ...fromDrafts,
      ...backtestConfigIssues(config as unknown as Record<string, unknown>).filter(
        (issue) => !drafted.has(issue.path),
      ),
    ];
    const byField = new Map<BacktestConfigKey, string>();
    for (const issue of list) if (!byField.has(issue.path)) byField.set(issue.path, issue.message);
    return { byField, list, setDraftIssue };
  }, [config, drafts, setDraftIssue]);
}

const NO_ISSUES: ConfigIssues = { byField: new Map(), list: [], setDraftIssue: () => {} };

export const ConfigIssuesContext = createContext<ConfigIssues>(NO_ISSUES);

export function useFieldIssue(field: BacktestConfigKey): string | undefined {
  return useContext(ConfigIssuesContext).byField.get(field);
}

export function useSetDraftIssue(): ConfigIssues['setDraftIssue'] {
  return useContext(ConfigIssuesContext).setDraftIssue;
}

/** The id of a field's input, so the list of issues can take the person to it. */
export const fieldInputId = (field: BacktestConfigKey) => `backtest-field-${field}`;
