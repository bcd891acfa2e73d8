import { userDataKey } from '../../../shared/api/user-data-key';

/**
 * The root of the trainer's queries (statistics, the list). It sits under userDataKey, so a sync or a
 * sign-out refreshes it with the rest of the learner's data; a change to the learner's words refreshes
 * exactly what it names (applyStudyChanges).
 */
export const vocabularyKey = [...userDataKey, 'vocabulary'] as const;
export const vocabularyWordsKey = [...vocabularyKey, 'words'] as const;
export const studyStatisticsKey = [...vocabularyKey, 'statistics'] as const;
