import type { NumberRule } from '@signaldesk/core/rules/number-rule';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The bounds of a core number rule as the SQL of a CHECK constraint over `column` (docs/architecture.md, "One home
 * for each rule"): `>`/`>=` and `<`/`<=` as the rule says, so the database refuses what core refuses. NaN sorts
 * above every number in PostgreSQL and Infinity beyond any finite bound, so a rule with both bounds keeps them out.
 * The integer part of a rule is not a CHECK: the stored sizes of positions predate it, and every writer reads the
 * rule before it writes (docs/positions-server.md, "Database checks").
 */
export function numberBoundsSql(
  column: unknown,
  rule: Pick<NumberRule, 'min' | 'max' | 'exclusiveMin' | 'exclusiveMax'>,
): SQL {
  const parts: SQL[] = [];
  if (rule.min !== undefined)
    parts.push(sql`${column} ${sql.raw(rule.exclusiveMin ? '>' : '>=')} ${sql.raw(String(rule.min))}`);
  if (rule.max !== undefined)
    parts.push(sql`${column} ${sql.raw(rule.exclusiveMax ? '<' : '<=')} ${sql.raw(String(rule.max))}`);
  if (parts.length === 0) throw new RangeError('a CHECK needs a rule with a bound');
  return sql`(${sql.join(parts, sql` AND `)})`;
}
