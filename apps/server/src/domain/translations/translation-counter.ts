import type { LanguageCode } from '@tolk/contracts/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { translationEvents } from '../../db/schema';

export interface TranslationEvent {
  userId: string;
  from: LanguageCode;
  to: LanguageCode;
  engine: string;
  kind: 'text' | 'speech';
}

type StampedEvent = TranslationEvent & { at: Date };

/** How long a counted translation may wait before it is written, and how many wait at most. */
const FLUSH_AFTER_MS = 200;
const MAX_PENDING = 500;
const ROWS_PER_STATEMENT = 50;

/**
 * Counts successful translations toward each user's statistics. A translation-memory hit
 * answers in well under a millisecond, and one insert per request would cost it more than
 * everything else, so events are written in batches: at most FLUSH_AFTER_MS later, at once
 * when MAX_PENDING wait, and before anything reads them (call flush() first) or the app closes.
 * A crash can lose the last fraction of a second of counts, never a translation.
 */
export class TranslationEventLog {
  private pending: StampedEvent[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** The write in progress; flushes queue behind it so batches land in order. */
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  record(event: TranslationEvent): void {
    // Stamped now, not when written, so a translation at 23:59:59.9 counts for the right day.
    this.pending.push({ ...event, at: new Date() });
    if (this.pending.length >= MAX_PENDING) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_AFTER_MS);
  }

  /** Writes everything recorded so far; resolves once it is stored. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    this.writing = this.writing.then(() => this.write(batch));
    return this.writing;
  }

  private async write(batch: StampedEvent[]): Promise<void> {
    for (let start = 0; start < batch.length; start += ROWS_PER_STATEMENT) {
      // The embedded database runs on our event loop: a statement of a few dozen rows and a turn
      // of the loop between statements keep requests from queueing behind a long insert.
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      await this.writeRows(batch.slice(start, start + ROWS_PER_STATEMENT));
    }
  }

  private async writeRows(batch: StampedEvent[]): Promise<void> {
    try {
      await this.db.insert(translationEvents).values(batch.map(toRow));
    } catch {
      // One bad row (its user deleted meanwhile) must not cost the others their count.
      for (const event of batch) {
        await this.db
          .insert(translationEvents)
          .values(toRow(event))
          .catch((error: unknown) => this.log.warn({ err: error, userId: event.userId }, 'translation not counted'));
      }
    }
  }
}

function toRow(event: StampedEvent): typeof translationEvents.$inferInsert {
  return {
    userId: event.userId,
    sourceLanguage: event.from,
    targetLanguage: event.to,
    engine: event.engine,
    kind: event.kind,
    createdAt: event.at,
  };
}
