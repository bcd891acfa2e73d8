import type { LanguageCode } from '@tolk/contracts/languages';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { translationCounts } from '../../db/schema/translation';

export interface TranslationEvent {
  userId: string;
  from: LanguageCode;
  to: LanguageCode;
  kind: 'text' | 'speech';
}

/** How long a counted translation may wait before it is written. */
const FLUSH_AFTER_MS = 200;
/** Counters per statement: the embedded database runs on our event loop, so statements stay short. */
const ROWS_PER_STATEMENT = 50;

type PendingCount = typeof translationCounts.$inferInsert;

/**
 * Counts successful translations toward each user's statistics. A translation-memory hit
 * answers in well under a millisecond, and a database write per request would cost it more
 * than everything else, so counts gather in memory per (user, UTC day, direction, kind) and
 * are added to their rows at most FLUSH_AFTER_MS later, before anything reads them (call
 * flush() first) and when the app closes. A crash can lose the last fraction of a second of
 * counts, never a translation.
 */
export class TranslationCounter {
  private pending = new Map<string, PendingCount>();
  private timer: NodeJS.Timeout | undefined;
  /** The write in progress; flushes queue behind it so counts land in order. */
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  record(event: TranslationEvent, at = new Date()): void {
    // The day it happened, not the day it is written: 23:59:59.9 counts for the right day.
    const day = at.toISOString().slice(0, 10);
    const key = `${event.userId}|${day}|${event.from}|${event.to}|${event.kind}`;
    const counted = this.pending.get(key);
    if (counted) {
      counted.count += 1;
      counted.lastAt = at;
    } else {
      this.pending.set(key, {
        userId: event.userId,
        day,
        sourceLanguage: event.from,
        targetLanguage: event.to,
        kind: event.kind,
        count: 1,
        lastAt: at,
      });
    }
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_AFTER_MS);
  }

  /** Writes everything counted so far; resolves once it is stored. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.writing = this.writing.then(() => this.write(batch));
    return this.writing;
  }

  private async write(batch: PendingCount[]): Promise<void> {
    for (let start = 0; start < batch.length; start += ROWS_PER_STATEMENT) {
      // A turn of the event loop between statements keeps requests from queueing behind them.
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      await this.writeRows(batch.slice(start, start + ROWS_PER_STATEMENT));
    }
  }

  private async writeRows(rows: PendingCount[]): Promise<void> {
    try {
      await this.add(rows);
    } catch {
      // One bad row (its user deleted meanwhile) must not cost the others their count.
      for (const row of rows) {
        await this.add([row]).catch((error: unknown) =>
          this.log.warn({ err: error, userId: row.userId }, 'translations not counted'),
        );
      }
    }
  }

  private async add(rows: PendingCount[]): Promise<void> {
    await this.db
      .insert(translationCounts)
      .values(rows)
      .onConflictDoUpdate({
        target: [
          translationCounts.userId,
          translationCounts.day,
          translationCounts.sourceLanguage,
          translationCounts.targetLanguage,
          translationCounts.kind,
        ],
        set: {
          count: sql`${translationCounts.count} + excluded.count`,
          lastAt: sql`greatest(${translationCounts.lastAt}, excluded.last_at)`,
        },
      });
  }
}
