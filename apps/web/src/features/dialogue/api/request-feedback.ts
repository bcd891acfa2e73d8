import { useMutation } from '@tanstack/react-query';
import { DialogueFeedback, dialoguePaths } from '@tolk/contracts/dialogue';
import type { InterfaceLanguage } from '@tolk/contracts/interface-languages';
import { apiRequest } from '../../../shared/api/api-client';

/** POST conversations/{id}/feedback: the model's short report on a conversation, in the interface language. */
export function requestFeedback(
  conversationId: string,
  interfaceLanguage: InterfaceLanguage,
): Promise<DialogueFeedback> {
  return apiRequest(dialoguePaths.feedback(conversationId), {
    method: 'POST',
    auth: true,
    body: { interfaceLanguage },
    schema: DialogueFeedback,
  });
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
