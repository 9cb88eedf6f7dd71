import { z } from 'zod';
import { textField } from './input-rules';
import { ADMIN_TYPES } from './session';

export { ADMIN_TYPE_COOKIE, ADMIN_TYPES, type AdminType, SESSION_COOKIE } from './session';

export const loginRequestSchema = z.object({
  username: textField().trim().min(1, 'username is required').max(100),
  password: textField().min(1, 'password is required').max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionInfoSchema = z.object({
  success: z.literal(true),
  username: z.string(),
  adminType: z.enum(ADMIN_TYPES),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const okSchema = z.object({ success: z.literal(true) });
