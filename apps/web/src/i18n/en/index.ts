import { advice } from './advice';
import { common } from './common';
import { exports } from './exports';
import { login } from './login';
import { parameters } from './parameters';
import { shell } from './shell';
import { usersExport } from './users-export';

/**
 * The English catalogue, one file per area; `fr/index.ts` has the same shape (the type checks it, a test too).
 * docs/console.md, Languages: how to add a text.
 */
export const en = {
  common,
  shell,
  login,
  parameters,
  advice,
  exports,
  usersExport,
};

/** The shape every catalogue has: the English one's, every text a string. */
export type Catalogue = typeof en;
