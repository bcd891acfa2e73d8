import type { LanguageCode } from '@tolk/contracts/languages';
import type { Database } from '../../db/client';
import { translationEvents } from '../../db/schema';

/** Counts a successful translation toward the user's statistics and last direction. */
export async function recordTranslation(
  db: Database,
  event: { userId: string; from: LanguageCode; to: LanguageCode; engine: string; kind: 'text' | 'speech' },
): Promise<void> {
  await db.insert(translationEvents).values({
    userId: event.userId,
    sourceLanguage: event.from,
    targetLanguage: event.to,
    engine: event.engine,
    kind: event.kind,
  });
}
