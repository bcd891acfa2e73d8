import { eq, max, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { audioTracks } from '../../db/schema/audio-tracks';
import { phrases } from '../../db/schema/phrases';
import { practiceSessions, streakCheckIns } from '../../db/schema/stats';

/** The UTC calendar day of a timestamp, as YYYY-MM-DD. */
const utcDay = (column: PgColumn): SQL<string> => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Tables whose rows are things a user did, each with its owner and when. */
const ACTIVITIES: { table: PgTable; userId: PgColumn; createdAt: PgColumn }[] = [
  { table: phrases, userId: phrases.userId, createdAt: phrases.createdAt },
  { table: audioTracks, userId: audioTracks.userId, createdAt: audioTracks.createdAt },
  { table: practiceSessions, userId: practiceSessions.userId, createdAt: practiceSessions.createdAt },
  { table: streakCheckIns, userId: streakCheckIns.userId, createdAt: streakCheckIns.createdAt },
];

export interface ActivityDay {
  day: string;
  /** The newest activity of that day. */
  lastAt: Date;
}

/**
 * Days on which the user saved a phrase, created a track, practised or opened the app (the
 * streak check-in), with the newest time of each. Translations are read apart, from their
 * counters (domain/translation).
 */
export async function readActivityDays(db: Database, userId: string): Promise<ActivityDay[]> {
  const days: ActivityDay[] = [];
  for (const { table, userId: owner, createdAt } of ACTIVITIES) {
    const rows = await db
      .select({ day: utcDay(createdAt), lastAt: max(createdAt) })
      .from(table)
      .where(eq(owner, userId))
      .groupBy(utcDay(createdAt));
    for (const row of rows) if (row.lastAt) days.push({ day: row.day, lastAt: new Date(row.lastAt as Date) });
  }
  return days;
}
