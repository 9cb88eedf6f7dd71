import type { FieldReason } from '@signaldesk/contracts/errors';
import { type TradingParameter, tradingParameterSchema } from '@signaldesk/contracts/trading-parameters';
import {
  type PositionManagerSettings,
  positionManagerOf,
} from '@signaldesk/core/rules/live-backtest-mapping';
import type { Database } from '../../db/client';
import { checkedAnswer } from '../../lib/checked-answer';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { type AuditActor, SYSTEM_ACTOR, writeAudit } from '../audit';
import { maskSecret } from './parameter-secrets';
import {
  keyedProblem,
  PARAMETER_CATALOGUE,
  PARAMETER_CROSS_RULES,
  type ParameterCrossRule,
  type ParameterDefinition,
  type ParameterKey,
  parameterDefinition,
  parameterValueCheck,
} from './trading-parameters.catalogue';
import {
  insertMissingDefaults,
  lockParameters,
  readStoredParameter,
  readStoredParameters,
  writeParameter,
} from './trading-parameters.repository';

export interface RiskManagerSettings {
  maxOpenPositions: number;
  onePositionPerSymbolDirection: boolean;
}

/** The value a key holds: the stored one when it passes today's rules, else the catalogue default. */
function usableValue(definition: ParameterDefinition, stored: string | undefined): string {
  if (stored === undefined) return definition.defaultValue;
  const check = parameterValueCheck(definition, stored);
  return check.ok ? check.value : definition.defaultValue;
}

/** A snapshot of every parameter, typed by reader: the stored value when valid, else the catalogue default. */
export class ParameterValues {
  constructor(private readonly stored: ReadonlyMap<string, string>) {}

  text(key: ParameterKey): string {
    return usableValue(parameterDefinition(key)!, this.stored.get(key));
  }

  number(key: ParameterKey): number {
    return Number(this.text(key));
  }

  boolean(key: ParameterKey): boolean {
    return this.text(key) === 'true';
  }

  /** The Position Manager's values, read through core's one mapping under the backtest's names. */
  positionManager(): PositionManagerSettings {
    return positionManagerOf((key) => this.text(key));
  }

  riskManager(): RiskManagerSettings {
    return {
      maxOpenPositions: this.number('MAX_OPEN_POSITIONS'),
      onePositionPerSymbolDirection: this.boolean('ONE_POSITION_PER_SYMBOL_DIRECTION'),
    };
  }
}

/** Where parameter values come from; read on each use so a change applies without a restart. */
export interface ParameterSource {
  read(): Promise<ParameterValues>;
}

/** The parameters stored in the database, read fresh on every call. */
export function databaseParameters(db: Database): ParameterSource {
  return { read: async () => new ParameterValues(await readStoredParameters(db)) };
}

/** A value as it may leave the server: a secret masked, anything else as stored. */
function shownValue(definition: ParameterDefinition, value: string): string {
  return definition.secret ? maskSecret(value) : value;
}

function toTradingParameter(definition: ParameterDefinition, value: string): TradingParameter {
  return {
    key: definition.key,
    value: shownValue(definition, value),
    description: definition.description,
    group: definition.group,
    type: definition.type,
    secret: definition.secret === true,
  };
}

/** Every catalogue key with its current value, in catalogue order (for the parameters screen). */
export async function listParameters(db: Database): Promise<TradingParameter[]> {
  const stored = await readStoredParameters(db);
  return PARAMETER_CATALOGUE.map((definition: ParameterDefinition) =>
    toTradingParameter(definition, stored.get(definition.key) ?? definition.defaultValue),
  );
}

/** The rules between parameters that `key` takes part in and that the values after the save would break. */
function brokenCrossRules(
  stored: ReadonlyMap<string, string>,
  key: string,
  value: string,
): ParameterCrossRule[] {
  const after = new ParameterValues(new Map(stored).set(key, value));
  return PARAMETER_CROSS_RULES.filter(
    (rule) => (rule.keys as readonly string[]).includes(key) && !rule.holds((k) => after.number(k)),
  );
}

/**
 * A refused save: each message in the rule's own words on `value` (a backtest quantity's words name its backtest
 * field, as a backtest of the value says them), with the rule's code when it has one, and an error that names the
 * key: `KEY: message` unless the message already starts with it (docs/trading-parameters.md, Bounds).
 */
function refusal(
  key: string,
  problems: ReadonlyArray<{ message: string; reason?: FieldReason }>,
): ValidationError {
  const error = problems.map((problem) => keyedProblem(key, problem.message));
  return new ValidationError(
    error.join('; '),
    problems.map((problem) => ({ path: 'value', message: problem.message, ...problem.reason })),
  );
}

/**
 * Saves one parameter (`PUT /api/trading-parameters/{key}`): 404 for a key outside the catalogue, 400 naming the
 * key when the value does not fit its type or bounds, or breaks a rule between parameters. Saves queue on one lock,
 * so two saves can never each pass a rule that they break together. The change, its audit row and the checked
 * answer commit together (docs/trading-parameters.md, Bounds). A secret is held in the answer and audit only masked.
 */
export async function updateParameter(
  db: Database,
  actor: AuditActor,
  key: string,
  value: string,
  now: Date,
): Promise<TradingParameter> {
  const definition = parameterDefinition(key);
  if (!definition)
    throw new NotFoundError(`Unknown trading parameter ${key}`).because('tradingParameter.unknown', { key });
  const check = parameterValueCheck(definition, value);
  if (!check.ok) throw refusal(key, [{ message: check.problem, reason: check.reason }]);
  return db.transaction(async (tx) => {
    await lockParameters(tx);
    const before = (await readStoredParameter(tx, key)) ?? definition.defaultValue;
    const broken = brokenCrossRules(await readStoredParameters(tx), key, check.value);
    if (broken.length > 0)
      throw refusal(
        key,
        broken.map((rule) => ({ message: rule.message, reason: rule.reason })),
      );
    await writeParameter(tx, key, check.value, now);
    await writeAudit(tx, {
      actor,
      action: 'parameter.update',
      entityType: 'trading_parameter',
      entityId: key,
      before: { value: shownValue(definition, before) },
      after: { value: shownValue(definition, check.value) },
      at: now,
    });
    return checkedAnswer(
      tradingParameterSchema,
      `saving ${key}`,
      toTradingParameter(definition, check.value),
    );
  });
}

/**
 * Puts back the default of every stored value that today's rules refuse (a value saved before a bound existed),
 * with an audit row by the system; answers the keys repaired. Run at startup (docs/trading-parameters.md, Bounds).
 */
export async function repairStoredParameters(db: Database, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockParameters(tx);
    const stored = await readStoredParameters(tx);
    const repaired: string[] = [];
    for (const definition of PARAMETER_CATALOGUE as readonly ParameterDefinition[]) {
      const value = stored.get(definition.key);
      if (value === undefined || parameterValueCheck(definition, value).ok) continue;
      await writeParameter(tx, definition.key, definition.defaultValue, now);
      await writeAudit(tx, {
        actor: SYSTEM_ACTOR,
        action: 'parameter.repair',
        entityType: 'trading_parameter',
        entityId: definition.key,
        before: { value: shownValue(definition, value) },
        after: { value: shownValue(definition, definition.defaultValue) },
        at: now,
      });
      repaired.push(definition.key);
    }
    return repaired;
  });
}

/** The demo's "parameter catalogue at its defaults": a row per catalogue key that has none. Idempotent. */
export function seedTradingParameters(db: Database, now: Date): Promise<number> {
  return insertMissingDefaults(db, now);
}
