import { isLanguageCode, LANGUAGES, type LanguageCode } from '@tolk/contracts/languages';
import { z } from 'zod';
import { readAnswer } from '../answer-json';
import { EngineError } from '../engine-error';
import { engineFetch } from '../http-json';
import { probeHttp } from '../http-probe';
import { cleanModelOutput } from './openai-output';
import type { TranslationRequest, Translator } from './translator';

const ENGINE = 'openai';

export interface OpenAiTranslatorOptions {
  /** Including the API version, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  /** Sent as a bearer token when set; local servers such as Ollama need none. */
  apiKey?: string;
  /** The chat model that translates. */
  model: string;
}

const ChatCompletion = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string() }), finish_reason: z.string().nullish() }))
    .min(1),
});

/** Any OpenAI-compatible chat completions server: OpenAI, Ollama, llama.cpp, vLLM, LocalAI. */
export function createOpenAiTranslator(options: OpenAiTranslatorOptions): Translator {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {};

  return {
    name: ENGINE,
    // A general model translates between any two languages; quality is the deployment's choice.
    supports: async (from, to) => isLanguageCode(from) && isLanguageCode(to) && from !== to,
    async translate({ text, from, to, signal }: TranslationRequest) {
      const response = await engineFetch(ENGINE, `${baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          model: options.model,
          temperature: 0,
          messages: [
            { role: 'system', content: translationPrompt(from, to) },
            { role: 'user', content: text },
          ],
        }),
        signal,
      });
      const answer = await readAnswer(ENGINE, response, ChatCompletion, signal);
      return translationFrom(answer, text, to);
    },
    probe: () => probeHttp(ENGINE, `${baseUrl}/models`, headers),
  };
}

function translationPrompt(from: LanguageCode, to: LanguageCode): string {
  return [
    `Translate the user's text from ${LANGUAGES[from].promptName} to ${LANGUAGES[to].promptName}.`,
    'Keep the meaning, tone and punctuation of the original.',
    'Reply with the translation only: no quotes, notes, transliteration or explanations.',
  ].join(' ');
}

function translationFrom(answer: z.infer<typeof ChatCompletion>, source: string, to: LanguageCode): string {
  const [choice] = answer.choices;
  // A cut-off answer is a partial translation; better to fall through to another engine.
  if (choice?.finish_reason === 'length')
    throw new EngineError(ENGINE, 'malformed', 'answer cut off at the token limit');
  const names = [LANGUAGES[to].promptName, LANGUAGES[to].name];
  const translation = cleanModelOutput(choice?.message.content ?? '', source, names);
  if (!translation) throw new EngineError(ENGINE, 'malformed', 'empty translation');
  return translation;
}
