import {
  DIALOGUE_TOPICS,
  DialogueChatRequest,
  DialogueEntry,
  DialogueTopicsResponse,
  dialoguePaths,
} from '@tolk/contracts/dialogue';
import { ApiError } from '@tolk/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { takeDialogueTurn } from '../../domain/dialogue/dialogue-turn';
import { type ChatService, chatUnavailable } from '../../engines/chat/chat-service';
import { EngineError } from '../../engines/engine-error';
import { AppError } from '../../errors/app-error';
import { engineErrorResponses } from '../../http/engine-error-responses';
import { engineCallGuards } from '../../rate-limit/engine-call-limit';
import { abortOnClientClose, startEventStream, streamError } from './event-stream';

/** Before any work: a turn without a chat model is 503 naming what to configure, as a JSON answer. */
function requireChat(chat: ChatService): void {
  if (!chat.available()) throw chatUnavailable();
}

const chatErrors = { 400: ApiError, ...engineErrorResponses };

/**
 * The dialogue partner's turn: the topics, and a message answered whole (POST chat) or as the
 * model writes it (POST chat/stream, server-sent events). ACTIVE users only; a turn is an engine
 * call and counts against the user's engine budget. The request body is checked before any work,
 * so a refused message or a missing chat model is a plain JSON answer even on the stream.
 */
export const dialogueChatRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps.database;
  const chat = deps.engines.chat;

  app.get(
    dialoguePaths.topics,
    {
      onRequest: deps.guards.requireActiveUser,
      schema: { response: { 200: DialogueTopicsResponse, 401: ApiError, 403: ApiError } },
    },
    async () => [...DIALOGUE_TOPICS],
  );

  app.post(
    dialoguePaths.chat,
    {
      onRequest: engineCallGuards(deps),
      schema: { body: DialogueChatRequest, response: { 200: DialogueEntry, ...chatErrors } },
    },
    async (request, reply) => {
      requireChat(chat);
      const signal = abortOnClientClose(reply);
      try {
        return await takeDialogueTurn({
          db,
          chat,
          userId: admittedUser(request).id,
          request: request.body,
          now: new Date(),
          log: request.log,
          signal,
        });
      } catch (error) {
        // Nobody is waiting for this answer; not a fault of ours worth an error line.
        if (signal.aborted && error instanceof EngineError) {
          throw new AppError('ENGINE_FAILED', 'The request was closed before the reply was ready');
        }
        throw error;
      }
    },
  );

  app.post(
    dialoguePaths.chatStream,
    { onRequest: engineCallGuards(deps), schema: { body: DialogueChatRequest, response: chatErrors } },
    async (request, reply) => {
      requireChat(chat);
      const signal = abortOnClientClose(reply);
      const stream = startEventStream(reply);
      try {
        const entry = await takeDialogueTurn({
          db,
          chat,
          userId: admittedUser(request).id,
          request: request.body,
          now: new Date(),
          log: request.log,
          signal,
          onDelta: (text) => stream.send('delta', { text }),
        });
        stream.send('entry', { entry: DialogueEntry.parse(entry) });
      } catch (error) {
        if (signal.aborted) request.log.info('the client left the dialogue stream: the turn was given up');
        else stream.send('error', streamError(error, request.log));
      } finally {
        stream.end();
      }
    },
  );
};
