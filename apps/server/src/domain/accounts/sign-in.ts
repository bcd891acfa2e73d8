import { eq } from 'drizzle-orm';
import type { LoginThrottle } from '../../auth/login-throttle';
import { decoyPasswordHash, verifyPassword } from '../../auth/password';
import type { TokenService } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { type UserRow, users } from '../../db/schema/accounts';
import { AppError } from '../../errors/app-error';
import { describeWait } from '../../rate-limit/describe-wait';
import { normaliseEmail } from '../../users/public-user';

export type SignInResult =
  | { status: 'SUCCESS'; user: UserRow; token: string }
  | { status: Exclude<UserRow['status'], 'ACTIVE'>; user: UserRow };

/**
 * Checks an e-mail and password. Failures are counted per client address and e-mail (see
 * auth/login-throttle.ts); past the limit even the right password waits, but only at an address
 * that has failed: the owner at another address still signs in. An unknown e-mail costs
 * the same hashing as a wrong password, so the time taken does not tell which e-mails exist. Only
 * an ACTIVE user gets a token; a PENDING or BLOCKED one learns their status, and only with the
 * right password.
 */
export async function signIn(options: {
  db: Database;
  tokens: TokenService;
  throttle: LoginThrottle;
  email: string;
  password: string;
  address: string;
}): Promise<SignInResult> {
  const { db, tokens, throttle, password, address } = options;
  const email = normaliseEmail(options.email);
  const wait = await throttle.retryAfterSeconds(email, address);
  if (wait > 0) {
    throw new AppError('RATE_LIMITED', `Too many failed sign-in attempts. Try again in ${describeWait(wait)}.`, {
      retryAfterSeconds: wait,
    });
  }

  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
  if (!user || !passwordOk) {
    await throttle.recordFailure(email, address);
    throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
  }
  await throttle.recordSuccess(email, address);

  if (user.status !== 'ACTIVE') return { status: user.status, user };
  return { status: 'SUCCESS', user, token: tokens.issue(user.id) };
}
