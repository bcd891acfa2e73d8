import { DIALOGUE_TOPICS, DialogueEntry } from '@tolk/contracts/dialogue';
import { dialogueEndpoints } from '@tolk/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { takeDialogueTurn } from '../../domain/dialogue/dialogue-turn';
import { type ChatService, chatUnavailable } from '../../engines/chat/chat-service';
import { EngineError } from '../../engines/engine-error';
import { AppError } from '../../errors/app-error';
import { type EndpointRequest, serveEndpoint } from '../endpoint-routes';
import { abortOnClientClose, startEventStream, streamError } from './event-stream';

/** Before any work: a turn without a chat model is 503 naming what to configure, as a JSON answer. */
function requireChat(chat: ChatService): void {
  if (!chat.available()) throw chatUnavailable();
}

/**
 * The dialogue partner's turn: the topics, and a message answered whole (POST chat) or as the
 * model writes it (POST chat/stream, server-sent events). ACTIVE users only; a turn is an engine
 * call and counts against the user's engine budget. The request body is checked before any work,
 * so a refused message or a missing chat model is a plain JSON answer even on the stream.
 */
export const dialogueChatRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps.database;
  const chat = deps.engines.chat;

  serveEndpoint(app, deps, dialogueEndpoints.topics, async () => [...DIALOGUE_TOPICS]);

  /** The learner's turn, the reply whole or (with onDelta) as the model writes it. */
  const turn = (
    request: EndpointRequest<typeof dialogueEndpoints.chat>,
    signal: AbortSignal,
    onDelta?: (text: string) => void,
  ) =>
    takeDialogueTurn({
      db,
      chat,
      userId: admittedUser(request).id,
      request: request.body,
      now: new Date(),
      log: request.log,
      signal,
      onDelta,
    });

  serveEndpoint(app, deps, dialogueEndpoints.chat, async (request, reply) => {
    requireChat(chat);
    const signal = abortOnClientClose(reply);
    try {
      return await turn(request, signal);
    } catch (error) {
      // Nobody is waiting for this answer; not a fault of ours worth an error line.
      if (signal.aborted && error instanceof EngineError) {
        throw new AppError('ENGINE_FAILED', 'The request was closed before the reply was ready');
      }
      throw error;
    }
  });

  serveEndpoint(app, deps, dialogueEndpoints.chatStream, async (request, reply): Promise<undefined> => {
    requireChat(chat);
    const signal = abortOnClientClose(reply);
    const stream = startEventStream(reply);
    try {
      const entry = await turn(request, signal, (text) => stream.send('delta', { text }));
      stream.send('entry', { entry: DialogueEntry.parse(entry) });
    } catch (error) {
      if (signal.aborted) request.log.info('the client left the dialogue stream: the turn was given up');
      else stream.send('error', streamError(error, request));
    } finally {
      stream.end();
    }
  });
};
