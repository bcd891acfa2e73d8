/** Limits shared by the web forms (instant feedback) and the server (enforcement). */
export const PASSWORD_MIN_LENGTH = 6;
/** argon2 accepts long inputs, but an unbounded password is a cheap denial-of-service lever. */
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
/** RFC 5321 caps a forward path at 256 octets including the angle brackets. */
export const EMAIL_MAX_LENGTH = 254;

/** Failed sign-ins tolerated per e-mail and per client address inside one window. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Timings of the screens: the holding-screen redirect, the health badge's poll, admin messages. */
export const REDIRECT_DELAY_MS = 2000;
export const HEALTH_POLL_MS = 30_000;
export const ADMIN_SUCCESS_MESSAGE_MS = 3000;
export const ADMIN_FAILURE_MESSAGE_MS = 5000;
/** How long a deleted audio track can be brought back with Undo before the server deletes it. */
export const TRACK_UNDO_MS = 6000;

/** Longest text any engine endpoint accepts, after trimming. */
export const TEXT_MAX_LENGTH = 5000;

/** Engine calls one user may make per minute, all capabilities together. */
export const ENGINE_CALLS_PER_MINUTE = 60;

/** Longest original or translated text of a saved phrase, after trimming (the engines' own limit). */
export const PHRASE_TEXT_MAX_LENGTH = TEXT_MAX_LENGTH;
/** Largest audio clip of a saved phrase, decoded: minutes of speech in any format Tolk records. */
export const PHRASE_AUDIO_MAX_BYTES = 10 * 1024 * 1024;

/** Longest name of an audio track, after trimming. */
export const AUDIO_TRACK_NAME_MAX_LENGTH = 200;
/** Phrases one track may be rendered from: an hour's practice at most, and a bounded render. */
export const AUDIO_TRACK_MAX_PHRASES = 100;
/** Clips one synced trainer may hold: two per phrase (original and translation). */
export const AUDIO_TRACK_MAX_CLIPS = 2 * AUDIO_TRACK_MAX_PHRASES;
/** Longest rendered track, pauses included: beyond this a render would hold the CPU too long. */
export const AUDIO_TRACK_MAX_SECONDS = 30 * 60;
/** Largest single clip of a synced trainer, decoded: the same cap as a phrase's clip. */
export const AUDIO_TRACK_CLIP_MAX_BYTES = PHRASE_AUDIO_MAX_BYTES;
/** All clips of one synced trainer together, decoded. */
export const AUDIO_TRACK_SYNC_MAX_BYTES = 40 * 1024 * 1024;

/** Practice minutes one post may report (the web app posts 1 per minute of practice). */
export const PRACTICE_MINUTES_PER_POST_MAX = 60;
/**
 * Practice minutes counted per user per clock hour (UTC): an hour holds no more than 60 minutes,
 * so a script posting in a loop cannot inflate the total. Beyond it the post is clamped.
 */
export const PRACTICE_MINUTES_PER_HOUR_MAX = 60;

/** The longest id a device may give a record it syncs (Dexie keys are UUIDs or timestamps). */
export const CLIENT_ID_MAX_LENGTH = 100;

/**
 * A saved phrase carries up to two clips of PHRASE_AUDIO_MAX_BYTES as base64 (4 characters per
 * 3 bytes) in one JSON body, with room for the two texts (5,000 characters each, JSON-escaped) and
 * data URL prefixes: about 28 MB, far above the server's 1 MB default. The per-clip limit is
 * checked again, with a precise message, after parsing.
 */
export const PHRASE_BODY_LIMIT_BYTES = 2 * Math.ceil(PHRASE_AUDIO_MAX_BYTES / 3) * 4 + 256 * 1024;

/**
 * A synced trainer carries up to AUDIO_TRACK_SYNC_MAX_BYTES of clips as base64 in one JSON body,
 * with room for the name, the JSON punctuation and a data URL prefix on every clip. The per-clip
 * and total limits are checked again, with precise messages, after parsing.
 */
export const AUDIO_TRACK_BODY_LIMIT_BYTES =
  Math.ceil(AUDIO_TRACK_SYNC_MAX_BYTES / 3) * 4 + 64 * 1024 + AUDIO_TRACK_MAX_CLIPS * 64;
