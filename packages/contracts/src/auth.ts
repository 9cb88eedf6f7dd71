import { ADVICE_MODES } from '@signaldesk/core/market/trading-advice';
import { z } from 'zod';
import { textField } from './input-rules';
import { ADMIN_TYPES } from './session';

export { ADVICE_MODES, type AdviceMode } from '@signaldesk/core/market/trading-advice';
export { ADMIN_TYPE_COOKIE, ADMIN_TYPES, type AdminType, SESSION_COOKIE } from './session';

export const loginRequestSchema = z.object({
  username: textField().trim().min(1, 'username is required').max(100),
  password: textField().min(1, 'password is required').max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The console's languages (docs/console.md, Languages). */
export const CONSOLE_LANGUAGES = ['fr', 'en'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

export const sessionInfoSchema = z.object({
  success: z.literal(true),
  username: z.string(),
  adminType: z.enum(ADMIN_TYPES),
  /** The language the admin chose; null until they choose (each text is then in the spec's language for it). */
  language: z.enum(CONSOLE_LANGUAGES).nullable(),
  /** The header advice's mode the admin chose, `schedule` until they choose (docs/console.md, "Trading day and hour"). */
  adviceMode: z.enum(ADVICE_MODES),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const okSchema = z.object({ success: z.literal(true) });

/** `PUT /api/auth/me/language`: the signed-in admin's console language; null goes back to the spec's languages. */
export const languageRequestSchema = z.object({ language: z.enum(CONSOLE_LANGUAGES).nullable() });
export type LanguageRequest = z.infer<typeof languageRequestSchema>;

export const languageResponseSchema = z.object({
  success: z.literal(true),
  language: z.enum(CONSOLE_LANGUAGES).nullable(),
});

/** `PUT /api/auth/me/advice-mode`: the signed-in admin's header advice mode (docs/console.md, "Trading day and hour"). */
export const adviceModeRequestSchema = z.object({ adviceMode: z.enum(ADVICE_MODES) });
export type AdviceModeRequest = z.infer<typeof adviceModeRequestSchema>;

export const adviceModeResponseSchema = z.object({
  success: z.literal(true),
  adviceMode: z.enum(ADVICE_MODES),
});
