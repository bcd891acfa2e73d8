import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { normaliseEmail } from '../../users/public-user';

/**
 * Makes the configured administrator exist, ACTIVE, with the configured password. Resetting the
 * password matters: otherwise whoever registered that e-mail first would become the administrator.
 */
export async function ensureBootstrapAdmin(
  db: Database,
  admin: NonNullable<AppConfig['bootstrapAdmin']>,
): Promise<'created' | 'updated' | 'unchanged'> {
  const email = normaliseEmail(admin.email);
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!existing) {
    await db
      .insert(users)
      .values({
        email,
        name: admin.name,
        passwordHash: await hashPassword(admin.password),
        status: 'ACTIVE',
        role: 'ADMIN',
      })
      .onConflictDoNothing();
    return 'created';
  }
  const passwordMatches = await verifyPassword(existing.passwordHash, admin.password);
  if (passwordMatches && existing.status === 'ACTIVE' && existing.role === 'ADMIN') return 'unchanged';
  await db
    .update(users)
    .set({
      status: 'ACTIVE',
      role: 'ADMIN',
      ...(passwordMatches ? {} : { passwordHash: await hashPassword(admin.password) }),
    })
    .where(eq(users.id, existing.id));
  return 'updated';
}
