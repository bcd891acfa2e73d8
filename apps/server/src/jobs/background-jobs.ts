import { startPendingBlobSweeper } from '../domain/blobs/pending-blob-sweeper';
import { type DictionaryImports, startDictionaryImports } from '../domain/dictionary/import-dictionaries';
import {
  type InstalledDictionaryImports,
  installedDictionaryFolders,
  startInstalledDictionaryImports,
} from '../domain/dictionary/import-installed-dictionaries';
import { startParameterOptimiser } from '../domain/vocabulary/parameter-optimiser-schedule';
import type { Job } from './job';

/** Files a crash left without their row (written before it, or after it was deleted) are removed. */
export const pendingBlobSweeperJob: Job = {
  name: 'pending-blob sweeper',
  start: ({ database, blobs, log }) => startPendingBlobSweeper({ db: database.db, blobs, log }),
};

/** Learners with enough reviews get their own FSRS parameters, trained in the background (decision 022). */
export const parameterOptimiserJob: Job = {
  name: 'FSRS parameter optimiser',
  start: ({ database, log }) => startParameterOptimiser({ db: database.db, log }),
};

/**
 * The app serves while WordNet, DICTIONARY_DIR's files and the dictionaries installed through the model
 * store are imported; look-ups forget what each source changed.
 */
export const dictionaryImportsJob: Job<DictionaryImports> = {
  name: 'dictionary imports',
  start: ({ database, config, log, headwords, models }) =>
    startDictionaryImports({
      database,
      settings: config.dictionaries,
      log,
      onSourceDone: () => headwords.clear(),
      installedFolders: () => installedDictionaryFolders(models),
    }),
};

/** A dictionary the model store installs while the server runs is imported at once (decision 035). */
export const installedDictionaryImportsJob: Job<InstalledDictionaryImports> = {
  name: 'installed dictionary imports',
  start: ({ database, config, log, headwords, models }) =>
    startInstalledDictionaryImports({
      database,
      settings: config.dictionaries,
      log,
      models,
      onSourceDone: () => headwords.clear(),
    }),
};

/** Tracks are rendered off the requests; a start resumes the renderings a stop or a crash left (decision 038). */
export const trackRendersJob: Job = {
  name: 'track renders',
  start: ({ trackRenders }) => {
    trackRenders.start();
    return { stop: () => trackRenders.stop() };
  },
};

/** Every background job, started in this order once the routes are registered and stopped in reverse on close. */
export const BACKGROUND_JOBS: readonly Job[] = [
  pendingBlobSweeperJob,
  trackRendersJob,
  parameterOptimiserJob,
  dictionaryImportsJob,
  installedDictionaryImportsJob,
];
