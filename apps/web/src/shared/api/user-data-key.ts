/**
 * The first part of every query key of the signed-in user's own data (phrases, audio tracks,
 * statistics, the trainers kept on this device). They change together (a new track changes the
 * statistics, a sync changes all), so invalidating this key refreshes all of them.
 */
export const userDataKey = ['user'] as const;
