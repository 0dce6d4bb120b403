import { z } from 'zod';
import type { RouteContract } from '../contract.ts';
import { route } from '../contract.ts';
import { Uuid } from '../common.ts';
import { Password, TokenPair } from './session.ts';

// Authentication flows beyond password login (spec section 7, "Authentication and account").

export const MailLocale = z.enum(['de', 'en']).catch('de');

export const ProviderLoginBody = z.object({ accessToken: z.string().min(10).max(8_000) });
export const ResetInitBody = z.object({ email: z.string().trim().max(320) });
/** Reset-by-e-mail never rejects, so its address is not validated beyond being a string. */
export const ResetByEmailBody = z.object({ email: z.string().max(320).catch('') });
export const ResetKeyBody = z.object({ key: z.string().min(10).max(200) });
export const ResetFinishBody = z.object({ key: z.string().min(10).max(200), newPassword: Password });
export const SetNewPasswordBody = z.object({ tokenId: z.string().min(10).max(200), userId: Uuid, newPassword: Password });
export const ManualPasswordResetBody = z.object({ applicationUserId: Uuid, language: MailLocale.default('de') });
export const ConfirmEmailBody = z.object({ userId: Uuid, key: z.string().min(10).max(200) });
export const ResendConfirmationParams = z.object({ id: Uuid, locale: MailLocale });
export const ResetByEmailParams = z.object({ locale: MailLocale });

/** The provider logins the server can check, with the public ids the web app's sign-in buttons need. */
export const LoginProviders = z.object({ googleClientId: z.string().nullable(), facebookAppId: z.string().nullable() });

/** Answered by the flows that must not reveal anything (reset by e-mail, reset init). */
export const AuthAccepted = z.object({ ok: z.literal(true) });
export const ResetKeyValid = z.object({ valid: z.literal(true), userId: Uuid });
export const ConfirmationSent = z.object({ ok: z.literal(true), sent: z.boolean() });

export const identityAuthContracts = {
  loginProviders: route({
    method: 'GET',
    path: '/api/Users/LoginProviders',
    service: 'identity',
    access: 'public',
    summary: 'Which provider logins are configured (Google client id, Facebook app id); null when not',
    response: LoginProviders,
  }),
  googleLogin: route({
    method: 'POST',
    path: '/api/Users/GoogleLogin',
    service: 'identity',
    access: 'public',
    summary: 'Login with a Google ID token; the verified e-mail must belong to an active user',
    body: ProviderLoginBody,
    response: TokenPair,
  }),
  facebookLogin: route({
    method: 'POST',
    path: '/api/Users/FacebookLogin',
    service: 'identity',
    access: 'public',
    summary: 'Login with a Facebook access token; the e-mail must belong to an active user',
    body: ProviderLoginBody,
    response: TokenPair,
  }),
  resetPasswordInit: route({
    method: 'POST',
    path: '/api/Users/reset-password-init',
    service: 'identity',
    access: 'public',
    summary: 'Mail a password reset key; answers the same whether or not the address exists',
    body: ResetInitBody,
    response: AuthAccepted,
  }),
  resetPasswordCheck: route({
    method: 'POST',
    path: '/api/Users/reset-password-check',
    service: 'identity',
    access: 'public',
    summary: 'Whether a reset key is still valid (400 token_invalid otherwise)',
    body: ResetKeyBody,
    response: ResetKeyValid,
  }),
  resetPasswordFinish: route({
    method: 'POST',
    path: '/api/Users/reset-password-finish',
    service: 'identity',
    access: 'public',
    summary: 'Set a new password with a reset key; signs the user out everywhere',
    body: ResetFinishBody,
    response: AuthAccepted,
  }),
  setNewPasswordViaEmail: route({
    method: 'POST',
    path: '/api/Users/setNewPasswordViaEmail',
    service: 'identity',
    access: 'public',
    summary: 'Set a new password from the /new-password/{tokenId}/user/{userId} page',
    body: SetNewPasswordBody,
    response: AuthAccepted,
  }),
  resetPasswordByEmail: route({
    method: 'POST',
    path: '/api/Users/ResetPasswordByEmail/:locale',
    service: 'identity',
    access: 'public',
    summary: 'Mail a set-new-password link; always answers 200',
    params: ResetByEmailParams,
    body: ResetByEmailBody,
    response: AuthAccepted,
  }),
  manualPasswordReset: route({
    method: 'POST',
    path: '/api/Users/ManualPasswordReset',
    service: 'identity',
    access: ['manager'],
    summary: 'An admin or manager mails a user a set-new-password link',
    body: ManualPasswordResetBody,
    response: AuthAccepted,
  }),
  resendConfirmationEmail: route({
    method: 'POST',
    path: '/api/Users/ResendConfirmationEmail/:id/:locale',
    service: 'identity',
    access: 'authenticated',
    summary: 'Mail the e-mail confirmation link again (the user itself, an admin or a manager)',
    params: ResendConfirmationParams,
    response: ConfirmationSent,
  }),
  confirmEmail: route({
    method: 'POST',
    path: '/api/Users/ConfirmEmail',
    service: 'identity',
    access: 'public',
    summary: 'Confirm the e-mail address with the key from the confirmation mail',
    body: ConfirmEmailBody,
    response: AuthAccepted,
  }),
  impersonateUser: route({
    method: 'POST',
    path: '/api/Users/ImpersonateUser/:id',
    service: 'identity',
    access: ['admin'],
    summary: 'An admin acts as a user of the company; the access token carries imp (audited)',
    params: z.object({ id: Uuid }),
    response: TokenPair,
  }),
} satisfies Record<string, RouteContract>;
