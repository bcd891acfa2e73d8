/**
 * Query keys of the signed-in user's library. Everything under `user` changes together (a new
 * track changes the stats, a sync changes all), so invalidating `userLibraryKeys.all` refreshes it.
 */
export const userLibraryKeys = {
  all: ['user'] as const,
  phrases: ['user', 'phrases'] as const,
  audioTracks: ['user', 'audio-tracks'] as const,
  stats: ['user', 'stats'] as const,
  /** Trainers kept on this device until Sync Data uploads them. */
  localTrainers: ['user', 'local-trainers'] as const,
};
