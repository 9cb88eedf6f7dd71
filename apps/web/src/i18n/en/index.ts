import { advancedAnalytics } from './advancedAnalytics';
import { advice } from './advice';
import { altcoinAnalysis } from './altcoinAnalysis';
import { app } from './app';
import { backtesting } from './backtesting';
import { backtestingFields } from './backtesting-fields';
import { backtestingFigures } from './backtesting-figures';
import { bitcoinAnalysis } from './bitcoinAnalysis';
import { charts } from './charts';
import { closeReasons } from './close-reasons';
import { common } from './common';
import { exports } from './exports';
import { layouts } from './layouts';
import { liveVsBacktest } from './liveVsBacktest';
import { login } from './login';
import { parameters } from './parameters';
import { positionChart } from './position-chart';
import { positionLinks } from './position-links';
import { positions } from './positions';
import { serverErrors } from './server-errors';
import { shell } from './shell';
import { signals } from './signals';
import { topMovers } from './topMovers';
import { ui } from './ui';
import { users } from './users';
import { usersExport } from './users-export';

/**
 * The English catalogue, one file per area; `fr/index.ts` has the same shape (the type checks it, a test too).
 * docs/console.md, Languages: how to add a text.
 */
export const en = {
  common,
  shell,
  login,
  serverErrors,
  backtesting,
  backtestingFields,
  backtestingFigures,
  bitcoinAnalysis,
  altcoinAnalysis,
  advancedAnalytics,
  users,
  signals,
  positions,
  positionChart,
  closeReasons,
  positionLinks,
  liveVsBacktest,
  topMovers,
  charts,
  app,
  layouts,
  ui,
  parameters,
  advice,
  exports,
  usersExport,
};

/** The shape every catalogue has: the English one's, every text a string. */
export type Catalogue = typeof en;
