import type { Catalogue } from '../en';
import { advice } from './advice';
import { common } from './common';
import { exports } from './exports';
import { login } from './login';
import { parameters } from './parameters';
import { shell } from './shell';
import { usersExport } from './users-export';

/** The French catalogue: the same keys as `en/index.ts`. */
export const fr: Catalogue = {
  common,
  shell,
  login,
  parameters,
  advice,
  exports,
  usersExport,
};
