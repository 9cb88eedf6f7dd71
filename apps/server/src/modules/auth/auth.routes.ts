import { ADMIN_TYPE_COOKIE, SESSION_COOKIE } from '@signaldesk/contracts/auth';
import { endpoints } from '@signaldesk/contracts/endpoints';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../app-types';
import { route } from '../../http/route';
import { signedInSession } from '../../http/signed-in';
import { HttpError } from '../../lib/errors';
import { memoryLoginLimitStore, postgresLoginLimitStore } from '../../lib/login-limit-store';
import { deleteSession, findAdminPreferences, setAdminAdviceMode, setAdminLanguage } from './auth.repository';
import { login } from './auth.service';
import { LoginGuard } from './login-guard';

export async function authRoutes(app: AppInstance) {
  const { config } = app.deps;
  const { database } = app.deps;
  const limits = {
    address: config.loginLimits.perAddress,
    usernameAndAddress: config.loginLimits.perUsernameAndAddress,
    username: config.loginLimits.perUsername,
    windowMs: config.loginLimits.windowMs,
  };
  // Counted in PostgreSQL when there is one, so every instance behind a balancer counts the same attempts.
  const guard = new LoginGuard(
    config.loginLimits,
    database.kind === 'postgres' ? postgresLoginLimitStore(database, limits) : memoryLoginLimitStore(limits),
  );

  const cookieBase = {
    path: '/',
    sameSite: 'lax' as const,
    secure: config.session.secureCookie,
  };

  function clearCookies(reply: FastifyReply) {
    reply.clearCookie(SESSION_COOKIE, { ...cookieBase, httpOnly: true });
    reply.clearCookie(ADMIN_TYPE_COOKIE, cookieBase);
  }

  route(app, endpoints.login, async (request, reply) => {
    const outcome = await login(
      { db: app.deps.database.db, config, guard, now: app.deps.now() },
      {
        username: request.body.username,
        password: request.body.password,
        address: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      },
    );
    if (!outcome.ok) throw new HttpError(401, 'INVALID_CREDENTIALS', 'Invalid credentials');
    reply.setCookie(SESSION_COOKIE, outcome.token, {
      ...cookieBase,
      httpOnly: true,
      expires: outcome.expiresAt,
    });
    reply.setCookie(ADMIN_TYPE_COOKIE, outcome.adminType, { ...cookieBase, expires: outcome.expiresAt });
    return {
      success: true as const,
      username: outcome.username,
      adminType: outcome.adminType,
      language: outcome.language,
      adviceMode: outcome.adviceMode,
    };
  });

  route(app, endpoints.verify, async (request) => {
    const { adminId, username, adminType } = signedInSession(request, 'Not signed in');
    const preferences = await findAdminPreferences(app.deps.database.db, adminId);
    return { success: true as const, username, adminType, ...preferences };
  });

  // docs/console.md, Languages: remembered per admin, so it follows them to another browser.
  route(app, endpoints.setLanguage, async (request) => {
    const { adminId } = signedInSession(request);
    await setAdminLanguage(app.deps.database.db, adminId, request.body.language);
    return { success: true as const, language: request.body.language };
  });

  // docs/console.md, "Trading day and hour": the advice mode follows the admin too.
  route(app, endpoints.setAdviceMode, async (request) => {
    const { adminId } = signedInSession(request);
    await setAdminAdviceMode(app.deps.database.db, adminId, request.body.adviceMode);
    return { success: true as const, adviceMode: request.body.adviceMode };
  });

  route(app, endpoints.logout, async (request, reply) => {
    if (request.session) {
      const { tokenHash } = request.session;
      await deleteSession(app.deps.database.db, tokenHash);
      app.liveSessions.end({ tokenHash });
    }
    clearCookies(reply);
    return { success: true as const };
  });
}
