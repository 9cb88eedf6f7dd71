/**
 * Every PostgreSQL advisory lock of the server, in one table (docs/operations.md, Background jobs). A key names one
 * thing that must happen in one place at a time; a second use of a number would make two unrelated things wait for
 * each other, or worse, let one job believe it leads while another runs. A test holds the numbers unique, and that
 * no other file of the server takes an advisory lock with a number of its own.
 *
 * The login limits lock their own keys (`hashtextextended(key, 7)`, lib/login-limit-store.ts): 64-bit hashes of
 * the counted keys, a space of their own that these small numbers are practically never in.
 */
export const LOCK_KEYS = {
  // Session locks: the background job runs in the one instance holding it (lib/leadership.ts).
  positionMonitor: 0x5d_6d6f6e,
  signalManager: 0x5d_736967,
  opportunityScanner: 0x5d_73636e,
  traderTracker: 0x5d_747274,
  simulatedChannel: 0x5d_63686e,
  telegramIntake: 0x5d_74676d,
  telegramOut: 0x5d_74676f,
  /** The one writer of each closed minute to the candle store (docs/market-data.md, The candle appender). */
  candleAppender: 0x5d_636e64,
  // Session locks held during one piece of work, then released.
  /** Migrations and the first rows of a start (accounts, parameters): one starting instance at a time. */
  startup: 0x5d_737470,
  /** The demo's first data (subscribers, positions): one instance writes it. */
  demoSeed: 0x5d_646d6f,
  // Transaction locks (pg_advisory_xact_lock), released with their transaction.
  riskManager: 0x5d_0001,
  tradingParameters: 0x5d_0002,
  positionHourCellsInstall: 7_310_412,
  /** Every change of Stripe facts, one behind the other (docs/billing.md, Concurrent events). */
  billing: 0x5d_0034,
} as const satisfies Record<string, number>;

export type LockName = keyof typeof LOCK_KEYS;

/**
 * The first key of the two-key locks that say an instance is alive: each instance holds
 * `pg_advisory_lock(INSTANCE_LOCK_CLASS, <its id>)` on its own session connection for as long as it runs
 * (lib/instance-session.ts). Two-key locks never meet the one-key locks above (PostgreSQL keeps them apart).
 */
export const INSTANCE_LOCK_CLASS = 0x5d_696e;
