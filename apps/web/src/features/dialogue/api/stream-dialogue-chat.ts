import { type DialogueChatRequest, type DialogueEntry, DialogueStreamEvent } from '@tolk/contracts/dialogue';
import { endpointLabel } from '@tolk/contracts/endpoint';
import { dialogueEndpoints } from '@tolk/contracts/endpoints/dialogue';
import { UnexpectedResponseError } from '../../../shared/api/api-errors';

/**
 * POST chat/stream: sends the learner's message and reads the server-sent events as they come,
 * handing each `delta` (a piece of the reply) to onDelta, and resolves with the `entry` (the
 * finished turn, with its corrections). An `error` event rejects like a refused request, with the
 * same code and message, so the page shows the server's message either way.
 */
export async function streamDialogueChat(
  request: DialogueChatRequest,
  options: { onDelta: (text: string) => void; signal?: AbortSignal },
): Promise<DialogueEntry> {
  // The stream reader (and its event-stream parser) loads with the first message, not with the page.
  const { apiStreamRequest, readEventStream } = await import('../../../shared/api/api-stream');
  const body = await apiStreamRequest(dialogueEndpoints.chatStream, { body: request, signal: options.signal });
  let entry: DialogueEntry | null = null;
  await readEventStream(body, DialogueStreamEvent, (event) => {
    if (event.type === 'delta') options.onDelta(event.text);
    else if (event.type === 'entry') entry = event.entry;
    return entry !== null;
  });
  if (!entry)
    throw new UnexpectedResponseError(
      `The reply of ${endpointLabel(dialogueEndpoints.chatStream)} ended without an entry`,
    );
  return entry;
}
