import { SYMBOL_RULE } from '@signaldesk/core/rules/symbol-rule';
import { z } from 'zod';

/** An exchange symbol in a request, checked by core's one symbol rule in its words (docs/api.md, "Symbols"). */
export const symbolSchema = (field: string) =>
  z.string({ error: `${field} is required` }).regex(SYMBOL_RULE.pattern, SYMBOL_RULE.message(field));
