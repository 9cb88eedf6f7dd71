import {
  adviceModeRequestSchema,
  adviceModeResponseSchema,
  languageRequestSchema,
  languageResponseSchema,
  loginRequestSchema,
  okSchema,
  sessionInfoSchema,
} from '../auth';
import { endpoint, errorAnswers } from './endpoint';

/** Signing in and out (docs/api.md, Session). */
export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/api/auth/loginAdmin',
    access: 'public',
    summary: 'Signs an admin in: the session cookie and who they are.',
    body: loginRequestSchema,
    response: { 200: sessionInfoSchema, ...errorAnswers(401, 429, 503) },
  }),
  verify: endpoint({
    method: 'GET',
    path: '/api/auth/verify',
    access: 'session-optional',
    summary: 'Who is signed in; 401 without a session.',
    response: { 200: sessionInfoSchema },
  }),
  setLanguage: endpoint({
    method: 'PUT',
    path: '/api/auth/me/language',
    access: 'authenticated',
    summary: "Remembers the signed-in admin's console language.",
    body: languageRequestSchema,
    response: { 200: languageResponseSchema },
  }),
  setAdviceMode: endpoint({
    method: 'PUT',
    path: '/api/auth/me/advice-mode',
    access: 'authenticated',
    summary: "Remembers how the signed-in admin's header judges the trading day and hour.",
    body: adviceModeRequestSchema,
    response: { 200: adviceModeResponseSchema },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'session-optional',
    summary: 'Ends the session, if any, and clears its cookies.',
    response: { 200: okSchema },
  }),
};
