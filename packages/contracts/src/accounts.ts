import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';
import { safeString } from './safe-text';
import { PublicUser } from './users';

export const authPaths = {
  register: '/api/auth/register',
  login: '/api/auth/login',
  me: '/api/auth/me',
} as const;

export const Email = safeString('Email', { error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email('Please enter a valid email address'));

export const NewPassword = safeString('Password', { error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);

export const RegisterRequest = z.object({
  email: Email,
  password: NewPassword,
  name: safeString('Full name', { error: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .max(NAME_MAX_LENGTH, `Full name must be at most ${NAME_MAX_LENGTH} characters`),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** The register form adds a confirmation that never leaves the browser. */
export const RegisterForm = RegisterRequest.extend({
  confirmPassword: safeString('Password confirmation').min(1, 'Please confirm your password'),
}).refine((form) => form.password === form.confirmPassword, {
  message: 'Passwords do not match',
  path: ['confirmPassword'],
});
export type RegisterForm = z.infer<typeof RegisterForm>;

export const RegisterResponse = z.object({
  status: z.literal('PENDING'),
  message: z.string(),
  user: PublicUser,
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const LoginRequest = z.object({
  email: Email,
  password: safeString('Password', { error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('SUCCESS'), message: z.string(), token: z.string(), user: PublicUser }),
  z.object({ status: z.literal('PENDING'), message: z.string(), user: PublicUser }),
  z.object({ status: z.literal('BLOCKED'), message: z.string(), user: PublicUser }),
]);
export type LoginResponse = z.infer<typeof LoginResponse>;

export const MeResponse = z.object({ user: PublicUser });
export type MeResponse = z.infer<typeof MeResponse>;
