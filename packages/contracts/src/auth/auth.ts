import { z } from 'zod';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/**
 * The web refreshes the access token before a call when fewer seconds than this remain
 * (docs/modules/auth.md).
 */
export const TOKEN_REFRESH_MARGIN_SECONDS = 60;

export const tokenIssueBodySchema = z.object({
  login: z.string().trim().min(1, 'Введите логин').max(100),
  password: z.string().min(1, 'Введите пароль').max(200),
});
export type TokenIssueBody = z.infer<typeof tokenIssueBodySchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const WRONG_CREDENTIALS_MESSAGE = 'Неверный логин или пароль';

const namedRef = z.object({ id: z.number().int(), name: z.string() });

export const meSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  email: z.string(),
  name: z.string(),
  last_name: z.string(),
  patronymic: z.string().nullable(),
  full_name: z.string(),
  work_position: z.string().nullable(),
  hire_date: z.string().nullable(),
  roles: z.array(z.object({ role: z.string() })),
  department: z
    .object({ id: z.number().int(), name: z.string(), parent_id: z.number().int().nullable() })
    .nullable(),
  company: namedRef.nullable(),
  country: namedRef.nullable(),
  manager: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  access: z.array(z.string()),
  /** Fine-grained permissions held directly or through roles (names of PERMISSIONS). */
  permissions: z.array(z.string()),
  /** Set while an admin is signed in as this user (login-as). */
  impersonator: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
});
export type Me = z.infer<typeof meSchema>;
