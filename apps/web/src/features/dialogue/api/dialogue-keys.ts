import { userDataKey } from '../../../shared/api/user-data-key';

/**
 * The root of the dialogue's queries (history, statistics, translations). It sits under
 * userDataKey, so a sync or a sign-out refreshes it with the rest of the learner's data.
 */
export const dialogueKey = [...userDataKey, 'dialogue'] as const;
