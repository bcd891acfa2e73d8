import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { z } from 'zod';
import { readAnswer } from '../answer-json';
import { EngineError } from '../engine-error';
import { engineFetch } from '../http-json';
import { probeHttp } from '../http-probe';
import type { OpenAiModelConfig } from '../providers/openai-config';
import type { ChatEngine, ChatRequest } from './chat-engine';

const ENGINE = 'openai';

/**
 * A non-streamed completion. With structured output a model may decline instead of answering:
 * `content` is then null and `refusal` says why.
 */
const ChatCompletion = z.object({
  model: z.string().optional(),
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
});

/**
 * One chunk of a streamed completion (`stream: true`): the reply's next piece in
 * `choices[0].delta.content`; the last chunk has a finish_reason; servers that count send a chunk
 * with no choices and the usage at the end. The stream ends with the event data `[DONE]`.
 */
const ChatCompletionChunk = z.object({
  model: z.string().optional(),
  choices: z.array(
    z.object({
      delta: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }).optional(),
      finish_reason: z.string().nullish(),
    }),
  ),
});

/**
 * Any OpenAI-compatible chat completions server: OpenAI, Ollama, llama.cpp, vLLM, LocalAI.
 * One POST to /chat/completions per request; a schema goes as `response_format` of type
 * json_schema with `strict: true`, which these servers turn into constrained decoding.
 */
export function createOpenAiChat(options: OpenAiModelConfig): ChatEngine {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {};

  return {
    name: ENGINE,
    model: options.model,
    async complete({ messages, output, temperature, maxTokens, signal }: ChatRequest) {
      const response = await engineFetch(ENGINE, `${baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          model: options.model,
          messages,
          ...(temperature === undefined ? {} : { temperature }),
          ...(maxTokens === undefined ? {} : { max_tokens: maxTokens }),
          ...(output
            ? {
                response_format: {
                  type: 'json_schema',
                  json_schema: { name: output.name, strict: true, schema: output.schema },
                },
              }
            : {}),
        }),
        signal,
      });
      const answer = await readAnswer(ENGINE, response, ChatCompletion, signal);
      const [choice] = answer.choices;
      if (choice?.message.refusal)
        throw new EngineError(ENGINE, 'malformed', `the model refused: ${choice.message.refusal}`);
      // A cut-off answer is partial JSON or a partial reply; better to fall through.
      if (choice?.finish_reason === 'length')
        throw new EngineError(ENGINE, 'malformed', 'answer cut off at the token limit');
      const content = choice?.message.content?.trim();
      if (!content) throw new EngineError(ENGINE, 'malformed', 'empty answer');
      return { content, model: answer.model ?? options.model };
    },
    async *stream({ messages, temperature, maxTokens, signal }) {
      const response = await engineFetch(ENGINE, `${baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', Accept: 'text/event-stream' },
        body: JSON.stringify({
          model: options.model,
          messages,
          stream: true,
          ...(temperature === undefined ? {} : { temperature }),
          ...(maxTokens === undefined ? {} : { max_tokens: maxTokens }),
        }),
        signal,
      });
      let content = '';
      let model = options.model;
      for await (const chunk of completionChunks(response, signal)) {
        if (chunk.model) model = chunk.model;
        const [choice] = chunk.choices;
        if (choice?.delta?.refusal)
          throw new EngineError(ENGINE, 'malformed', `the model refused: ${choice.delta.refusal}`);
        const piece = choice?.delta?.content;
        if (piece) {
          content += piece;
          yield piece;
        }
      }
      // A reply cut off at the token limit is still a reply the learner has been reading; keep it.
      if (!content.trim()) throw new EngineError(ENGINE, 'malformed', 'empty answer');
      return { content: content.trim(), model };
    },
    probe: () => probeHttp(ENGINE, `${baseUrl}/models`, headers),
  };
}

/** The chunks of a streamed completion, parsed as server-sent events, until `[DONE]`. */
async function* completionChunks(
  response: Response,
  signal: AbortSignal,
): AsyncGenerator<z.infer<typeof ChatCompletionChunk>, void, undefined> {
  if (!response.body) throw new EngineError(ENGINE, 'malformed', 'streamed answer has no body');
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  const decoder = new TextDecoder();
  try {
    for await (const bytes of response.body) {
      parser.feed(decoder.decode(bytes, { stream: true }));
      for (const event of events.splice(0)) {
        if (event.data === '[DONE]') return;
        let json: unknown;
        try {
          json = JSON.parse(event.data);
        } catch {
          throw new EngineError(ENGINE, 'malformed', `stream event is not JSON: ${event.data.slice(0, 120)}`);
        }
        // Some servers report a failure mid-stream as an event with an error body.
        if (typeof json === 'object' && json !== null && 'error' in json)
          throw new EngineError(ENGINE, 'provider-error', `error in stream: ${JSON.stringify(json).slice(0, 200)}`);
        const chunk = ChatCompletionChunk.safeParse(json);
        if (!chunk.success)
          throw new EngineError(ENGINE, 'malformed', `unexpected stream chunk: ${event.data.slice(0, 200)}`);
        yield chunk.data;
      }
    }
  } catch (error) {
    if (error instanceof EngineError) throw error;
    if (signal.aborted) throw new EngineError(ENGINE, 'timeout', 'stream not complete in time');
    throw new EngineError(ENGINE, 'unreachable', `stream broke off: ${(error as Error).message}`);
  }
  // Servers that omit [DONE] end the body instead; both are a finished answer.
}
