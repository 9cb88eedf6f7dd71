import { z } from 'zod';

export const ADMIN_TYPES = ['admin1', 'admin2'] as const;
export type AdminType = (typeof ADMIN_TYPES)[number];

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, 'username is required').max(100),
  password: z.string().min(1, 'password is required').max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionInfoSchema = z.object({
  success: z.literal(true),
  username: z.string(),
  adminType: z.enum(ADMIN_TYPES),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const okSchema = z.object({ success: z.literal(true) });

/** Name of the cookie the page reads its admin type from (docs/console.md, Session). */
export const ADMIN_TYPE_COOKIE = 'adminType';
/** Name of the HttpOnly session cookie. */
export const SESSION_COOKIE = 'sd_session';
