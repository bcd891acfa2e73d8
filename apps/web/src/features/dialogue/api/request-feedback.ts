import { useMutation } from '@tanstack/react-query';
import type { DialogueFeedback } from '@tolk/contracts/dialogue';
import { dialogueEndpoints } from '@tolk/contracts/endpoints/dialogue';
import type { InterfaceLanguage } from '@tolk/contracts/interface-languages';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** POST conversations/{id}/feedback: the model's short report on a conversation, in the interface language. */
export function requestFeedback(
  conversationId: string,
  interfaceLanguage: InterfaceLanguage,
): Promise<DialogueFeedback> {
  return callEndpoint(dialogueEndpoints.feedback, { params: { conversationId }, body: { interfaceLanguage } });
}

export function useRequestFeedback() {
  return useMutation({
    mutationFn: ({
      conversationId,
      interfaceLanguage,
    }: {
      conversationId: string;
      interfaceLanguage: InterfaceLanguage;
    }) => requestFeedback(conversationId, interfaceLanguage),
  });
}
