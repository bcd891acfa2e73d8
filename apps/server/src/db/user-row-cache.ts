import type { UserRow } from './schema/accounts';

/** The channel the `users` table's trigger notifies with a user's id after any update or delete. */
export const USERS_CHANGED_CHANNEL = 'tolk_users_changed';

/** What the TRUNCATE trigger sends: every cached user is gone. */
const ALL_USERS = '*';

/**
 * Users already read, in front of the per-request lookup. Every write to `users`, whoever makes
 * it (Drizzle, raw SQL, a transaction, another instance), fires the table's trigger. PGlite lives
 * in this process and hands us the notification before the writing query resolves; PostgreSQL
 * sends it to a listening connection, and `caughtUp` waits until everything committed before the
 * lookup has arrived (UserChangeListener). See docs/decisions/004 and 014.
 */
export class UserRowCache {
  private readonly rows = new Map<string, UserRow>();
  /** Bumped by every change; a read that saw a change while it ran must not be kept. */
  private generation = 0;

  constructor(
    private readonly read: (id: string) => Promise<UserRow | undefined>,
    private readonly capacity: number,
    /** True once every change committed so far has reached forget(); false: read, keep nothing. */
    private readonly caughtUp?: () => Promise<boolean>,
  ) {}

  async find(id: string): Promise<UserRow | undefined> {
    if (this.caughtUp && !(await this.caughtUp())) return this.read(id);
    const cached = this.rows.get(id);
    if (cached) return cached;
    const generation = this.generation;
    const row = await this.read(id);
    if (row && generation === this.generation) this.remember(row);
    return row;
  }

  /** Called for every notification on USERS_CHANGED_CHANNEL: a user's id, or '*' for all. */
  forget(id: string): void {
    this.generation += 1;
    if (id === ALL_USERS) this.rows.clear();
    else this.rows.delete(id);
  }

  private remember(row: UserRow): void {
    // Map keeps insertion order: past capacity the row cached longest ago makes room.
    if (this.rows.size >= this.capacity) {
      const oldest = this.rows.keys().next().value;
      if (oldest !== undefined) this.rows.delete(oldest);
    }
    // Shared by every request of this user until it changes, so nobody may modify it.
    this.rows.set(row.id, Object.freeze(row));
  }
}
