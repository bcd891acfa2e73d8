import { type DialogueChatRequest, type DialogueEntry, DialogueStreamEvent } from '@tolk/contracts/dialogue';
import { endpointLabel } from '@tolk/contracts/endpoint';
import { dialogueEndpoints } from '@tolk/contracts/endpoints/dialogue';
import { createParser } from 'eventsource-parser';
import { ApiRequestError, UnexpectedResponseError } from '../../../shared/api/api-errors';
import { apiStreamRequest } from '../../../shared/api/api-stream';

/**
 * POST chat/stream: sends the learner's message and reads the server-sent events as they come,
 * handing each `delta` (a piece of the reply) to onDelta, and resolves with the `entry` (the
 * finished turn, with its corrections). An `error` event rejects like a refused request, so the
 * page shows the server's message either way.
 */
export async function streamDialogueChat(
  request: DialogueChatRequest,
  options: { onDelta: (text: string) => void; signal?: AbortSignal },
): Promise<DialogueEntry> {
  const body = await apiStreamRequest(dialogueEndpoints.chatStream, { body: request, signal: options.signal });
  let entry: DialogueEntry | null = null;
  let failure: Error | null = null;
  const parser = createParser({
    onEvent: (message) => {
      if (entry || failure) return;
      const event = parseEvent(message.event, message.data);
      if (!event) return;
      if (event.type === 'delta') options.onDelta(event.text);
      else if (event.type === 'entry') entry = event.entry;
      else failure = new ApiRequestError(event.status, null, event.message || event.error);
    },
  });

  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
      if (entry || failure) break;
    }
    parser.feed(decoder.decode());
  } finally {
    reader.cancel().catch(() => {});
  }
  if (failure) throw failure;
  if (!entry)
    throw new UnexpectedResponseError(
      `The reply of ${endpointLabel(dialogueEndpoints.chatStream)} ended without an entry`,
    );
  return entry;
}

/** One SSE message as a DialogueStreamEvent: the event name is its type, the data the rest. Unknown ones are skipped. */
function parseEvent(name: string | undefined, data: string): DialogueStreamEvent | null {
  let fields: unknown;
  try {
    fields = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof fields !== 'object' || fields === null) return null;
  const parsed = DialogueStreamEvent.safeParse({ ...fields, type: name });
  return parsed.success ? parsed.data : null;
}
