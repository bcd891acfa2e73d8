/** How long notices stay on screen. */
export const TRACK_CREATED_MESSAGE_MS = 5000;
export const SYNC_BANNER_MS = 5000;
/** Failures and other notices of the library pages: long enough to read a sentence twice. */
export const LIBRARY_NOTICE_MS = 6000;
