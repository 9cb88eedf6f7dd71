/** The auth module's front door: what the rest of the server may use of it (docs/architecture.md, Boundaries). */
export {
  adminsWithDemoPasswords,
  createOrResetAdmin,
  DEMO_ACCOUNTS,
  seedDemoAccounts,
  WeakPasswordError,
} from './admin-accounts';
export { countAdmins, deleteSessionsOfAdmin, findAdminByUsername } from './auth.repository';
export { authRoutes } from './auth.routes';
export { LiveSessions } from './live-sessions';
export { hashSessionToken } from './session-token';
