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
    async complete({ messages, output, temperature, signal }: ChatRequest) {
      const response = await engineFetch(ENGINE, `${baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          model: options.model,
          messages,
          ...(temperature === undefined ? {} : { temperature }),
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
    probe: () => probeHttp(ENGINE, `${baseUrl}/models`, headers),
  };
}
