import { PHRASE_AUDIO_MAX_BYTES } from '@tolk/contracts/limits';

/** Room for the two texts (5,000 characters each, JSON-escaped) and data URL prefixes. */
const TEXT_FIELDS_MARGIN_BYTES = 256 * 1024;

/**
 * A saved phrase carries up to two clips of PHRASE_AUDIO_MAX_BYTES as base64 (4 characters per
 * 3 bytes) in one JSON body: about 28 MB, far above the app's 1 MB default. The per-clip limit is
 * checked again, with a precise message, after parsing.
 */
export const PHRASE_BODY_LIMIT_BYTES = 2 * Math.ceil(PHRASE_AUDIO_MAX_BYTES / 3) * 4 + TEXT_FIELDS_MARGIN_BYTES;
