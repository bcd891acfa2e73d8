import { AUDIO_TRACK_NAME_MAX_LENGTH } from '@tolk/contracts/limits';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audioTracks } from '../../db/schema/audio-tracks';

/** Room kept at the end of a long name for the longest number a learner could reach: " (99999999)". */
const SUFFIX_ROOM = 11;

/**
 * `name` if the learner has no track called so, else the first free of `name (2)`, `name (3)`, …,
 * cut to the length limit: two tracks named after the minute they were made (in the learner's
 * locale, by their interface) are told apart. Run under the learner's storage lock (StorageQuota.claim),
 * so two saves at once cannot both take the same name. Reads only the learner's tracks named alike.
 */
export async function uniqueTrackName(tx: Pick<Database, 'select'>, userId: string, name: string): Promise<string> {
  const stem = name.slice(0, AUDIO_TRACK_NAME_MAX_LENGTH - SUFFIX_ROOM);
  const rows = await tx
    .select({ name: audioTracks.name })
    .from(audioTracks)
    .where(and(eq(audioTracks.userId, userId), sql`starts_with(${audioTracks.name}, ${stem})`));
  const taken = new Set(rows.map((row) => row.name));
  if (!taken.has(name)) return name;
  for (let number = 2; ; number += 1) {
    const suffix = ` (${number})`;
    // Never end on half of a character written as two UTF-16 units.
    const head = name.slice(0, AUDIO_TRACK_NAME_MAX_LENGTH - suffix.length).replace(/[\uD800-\uDBFF]$/, '');
    const candidate = `${head}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
