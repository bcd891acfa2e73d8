import { AUDIO_TRACK_MAX_CLIPS, AUDIO_TRACK_SYNC_MAX_BYTES } from '@tolk/contracts/limits';

/** Room for the name, the JSON punctuation and a data URL prefix on every clip. */
const FIELDS_MARGIN_BYTES = 64 * 1024 + AUDIO_TRACK_MAX_CLIPS * 64;

/**
 * A synced trainer carries up to AUDIO_TRACK_SYNC_MAX_BYTES of clips as base64 (4 characters per
 * 3 bytes) in one JSON body. The per-clip and total limits are checked again, with precise
 * messages, after parsing.
 */
export const AUDIO_TRACK_BODY_LIMIT_BYTES = Math.ceil(AUDIO_TRACK_SYNC_MAX_BYTES / 3) * 4 + FIELDS_MARGIN_BYTES;
