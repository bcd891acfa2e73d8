import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { USERS_CHANGED_CHANNEL } from './user-row-cache';

/** Before this, a reconnection is not tried again; the cache reads through meanwhile. */
const RECONNECT_DELAY_MS = 1_000;
/** A round trip slower than this means the connection is lost without the socket saying so. */
const ROUND_TRIP_TIMEOUT_MS = 2_000;
/** The listening connection's application_name. */
export const LISTENER_NAME = 'tolk-user-changes';

/**
 * One connection of its own that LISTENs on the users trigger's channel, for the user-row cache
 * on PostgreSQL, where other instances and operators write to the same table.
 *
 * A notification travels on its own: the instance that blocks a user gets its answer before this
 * connection has necessarily heard of it, and the blocked user's very next request may reach us
 * first. So before the cache answers, `caughtUp()` makes a round trip on this same connection.
 * PostgreSQL signals listening sessions while the notifying transaction commits, before its
 * client is told, and a session sends what it was signalled before it says it is ready for the
 * next query. Once `SELECT 1` is answered here, every change committed before the round trip
 * began has been passed to `onChange`. Concurrent lookups share one round trip (see caughtUp).
 *
 * A lost connection forgets every row (`onChange('*')`: notifications may be missed while it is
 * down), answers `false` until it is listening again, and is reopened, forgetting everything once
 * more when LISTEN is back in place.
 */
export class UserChangeListener {
  private client: pg.Client | undefined;
  private listening = false;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | undefined;
  /** The round trip on its way, and the one that starts when it is answered (see caughtUp). */
  private inFlight: Promise<boolean> | undefined;
  private following: Promise<boolean> | undefined;

  private constructor(
    private readonly url: string,
    private readonly onChange: (id: string) => void,
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /** Listens before it returns; a database that does not answer fails the start. */
  static async start(
    url: string,
    onChange: (id: string) => void,
    log?: Pick<FastifyBaseLogger, 'warn'>,
  ): Promise<UserChangeListener> {
    const listener = new UserChangeListener(url, onChange, log);
    try {
      await listener.connect();
    } catch (error) {
      await listener.close();
      throw error;
    }
    return listener;
  }

  /**
   * Resolves true once every user change committed before this call has reached `onChange`;
   * false while not listening, when the caller must read the database and keep nothing.
   *
   * A round trip already on its way may have been sent before the caller's change committed, so
   * a caller arriving then waits for the next one, which every caller arriving meanwhile shares:
   * at most two round trips in flight per lookup, and one per batch under load.
   */
  caughtUp(): Promise<boolean> {
    if (!this.listening) return Promise.resolve(false);
    if (!this.inFlight) {
      this.inFlight = this.roundTrip().finally(() => {
        this.inFlight = undefined;
      });
      return this.inFlight;
    }
    this.following ??= this.inFlight.then(() => {
      this.following = undefined;
      return this.caughtUp();
    });
    return this.following;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    // Named, so an operator sees it in pg_stat_activity for what it is.
    const client = new pg.Client({ connectionString: this.url, keepAlive: true, application_name: LISTENER_NAME });
    client.on('notification', (message) => {
      if (message.channel === USERS_CHANGED_CHANNEL && message.payload) this.onChange(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    this.client = client;
    await client.connect();
    await client.query(`LISTEN ${USERS_CHANGED_CHANNEL}`);
    if (this.client !== client) return; // lost (or closed) while connecting
    // Changes made while nobody was listening were never heard: start from nothing.
    this.onChange('*');
    this.listening = true;
  }

  private async roundTrip(): Promise<boolean> {
    const client = this.client;
    if (!client || !this.listening) return false;
    let timer: NodeJS.Timeout | undefined;
    try {
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer to the round trip')), ROUND_TRIP_TIMEOUT_MS);
      });
      await Promise.race([client.query('SELECT 1'), timedOut]);
      return true;
    } catch (error) {
      this.lost(client, error);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Forgets every row, drops the connection and tries again shortly. Once per connection. */
  private lost(client: pg.Client, error?: unknown): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.listening = false;
    this.onChange('*');
    client.end().catch(() => {});
    if (this.closed) return;
    this.log?.warn({ err: error }, 'the PostgreSQL connection listening for user changes was lost; reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    this.reconnectTimer = setTimeout(() => {
      this.connect().catch((error: unknown) => {
        // Unless the connection's error listener already handled it (and scheduled the next try).
        if (this.client) this.lost(this.client, error);
      });
    }, RECONNECT_DELAY_MS);
    this.reconnectTimer.unref();
  }
}
