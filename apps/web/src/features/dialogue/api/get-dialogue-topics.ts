import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DialogueTopic } from '@tolk/contracts/dialogue';
import { dialogueEndpoints } from '@tolk/contracts/endpoints/dialogue';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { dialogueKey } from './dialogue-keys';

/** GET topics: the topics the partner talks about; the page lists its own copy until this answers. */
export function getDialogueTopics(): Promise<DialogueTopic[]> {
  return callEndpoint(dialogueEndpoints.topics);
}

export const dialogueTopicsQueryOptions = () =>
  queryOptions({
    queryKey: [...dialogueKey, 'topics'] as const,
    queryFn: getDialogueTopics,
    // The list is the server's constant: once per session is enough.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useDialogueTopics() {
  return useQuery(dialogueTopicsQueryOptions());
}
