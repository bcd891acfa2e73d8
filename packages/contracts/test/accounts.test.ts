import { describe, expect, it } from 'vitest';
import { LoginRequest, RegisterForm, RegisterRequest } from '../src/accounts';

/** The first message per field, as the server and the forms show them. */
function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

describe('auth contracts', () => {
  it('trims e-mail and name but never the password', () => {
    expect(RegisterRequest.parse({ email: ' a@b.test ', password: ' pass1 ', name: ' Ann ' })).toEqual({
      email: 'a@b.test',
      password: ' pass1 ',
      name: 'Ann',
    });
  });

  it('gives the register form’s messages', () => {
    expect(
      messages(RegisterForm.safeParse({ email: 'a@b.test', password: '12345', confirmPassword: '12345', name: 'A' })),
    ).toEqual({
      password: 'Password must be at least 6 characters long',
    });
    expect(
      messages(
        RegisterForm.safeParse({ email: 'a@b.test', password: '123456', confirmPassword: '1234567', name: 'A' }),
      ),
    ).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(messages(RegisterForm.safeParse({ email: '', password: '', confirmPassword: '', name: '' }))).toMatchObject({
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
      name: 'Full name is required',
    });
  });

  it('requires a well-formed e-mail and a password to sign in', () => {
    expect(messages(LoginRequest.safeParse({ email: 'nope', password: '' }))).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
  });
});
