/**
 * Limits of an uploaded recording, shared by the web client (to stop early and downsample)
 * and the server (to refuse). The canonical upload is 16-bit PCM WAV.
 */

/** Shorter than this cannot hold a word; it is almost always a mis-tap of the record button. */
export const RECORDING_MIN_SECONDS = 0.3;
/** Longer than this is not a phrase to translate, and it would tie up a recognition engine. */
export const RECORDING_MAX_SECONDS = 120;

/** Sample rates the server accepts: telephone quality up to what browsers record natively. */
export const RECORDING_MIN_SAMPLE_RATE = 8000;
export const RECORDING_MAX_SAMPLE_RATE = 48_000;

/**
 * What the client should send: recognition engines (Whisper and friends) work at 16 kHz mono,
 * so downsampling in the browser makes the upload 3× (48 kHz) to 6× (48 kHz stereo) smaller
 * at no cost in accuracy.
 */
export const RECORDING_SAMPLE_RATE = 16_000;

/** Room for the RIFF header and metadata chunks (LIST, bext, iXML) some recorders add. */
const HEADER_MARGIN_BYTES = 64 * 1024;

/**
 * The byte cap is checked before the file is parsed, so it must admit the largest recording the
 * duration rule allows from a browser that did not downsample: 120 s of 48 kHz stereo 16-bit
 * (23,040,000 bytes) plus the header margin, about 22 MiB. The duration rule, checked
 * after parsing, is the real limit; this cap only keeps obviously oversized bodies out cheaply.
 */
export const RECORDING_MAX_BYTES = RECORDING_MAX_SECONDS * RECORDING_MAX_SAMPLE_RATE * 2 * 2 + HEADER_MARGIN_BYTES;
