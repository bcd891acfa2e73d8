import { userDataKey } from '../../../shared/api/user-data-key';

/**
 * The root of the trainer's queries (statistics, the list). It sits under userDataKey, so an
 * answer, an added or removed word, or a sync refreshes it with the rest of the learner's data.
 */
export const vocabularyKey = [...userDataKey, 'vocabulary'] as const;
