import { z } from 'zod';
import { optional, serviceUrl } from '../../env-variable';
import { OpenAiEnv, openAiModel } from '../providers/openai-env';
import { deeplBaseUrl } from './deepl-translator';
import { TRANSLATOR_NAMES, type TranslationConfig } from './translation-config';

/** The translation engines' environment variables, read into a TranslationConfig. */
export const TranslationEnv = z
  .object({
    ...OpenAiEnv.shape,
    TRANSLATE_MODEL: optional(z.string()),
    LIBRETRANSLATE_URL: optional(serviceUrl()),
    LIBRETRANSLATE_API_KEY: optional(z.string()),
    DEEPL_API_KEY: optional(z.string()),
    DEEPL_API_URL: optional(serviceUrl()),
    APERTIUM_URL: optional(serviceUrl()),
    TRANSLATION_ENGINES: optional(
      z
        .string()
        .transform((value) => value.split(',').map((name) => name.trim()))
        .pipe(
          z.array(
            z.enum(TRANSLATOR_NAMES, {
              error: `Each of TRANSLATION_ENGINES must be one of ${TRANSLATOR_NAMES.join(', ')}`,
            }),
          ),
        ),
    ),
  })
  .transform(
    (env): TranslationConfig => ({
      order: env.TRANSLATION_ENGINES ?? [...TRANSLATOR_NAMES],
      apertium: env.APERTIUM_URL ? { url: env.APERTIUM_URL } : undefined,
      deepl: env.DEEPL_API_KEY
        ? { apiKey: env.DEEPL_API_KEY, baseUrl: env.DEEPL_API_URL ?? deeplBaseUrl(env.DEEPL_API_KEY) }
        : undefined,
      libretranslate: env.LIBRETRANSLATE_URL
        ? { url: env.LIBRETRANSLATE_URL, apiKey: env.LIBRETRANSLATE_API_KEY }
        : undefined,
      openai: openAiModel(env, env.TRANSLATE_MODEL),
    }),
  );
