import { closeSync, openSync, readSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { optional } from '../../env-variable';
import { OpenAiEnv, openAiModel } from '../providers/openai-env';
import type { ChatConfig } from './chat-config';

/** Enough for a dialogue's instructions, a bounded history and a reply, at a KV cache a small machine holds. */
const DEFAULT_CONTEXT_SIZE = 4096;

/**
 * Half the cores, at least one. llama.cpp's threads wait for each other by spinning: more threads
 * than idle cores (node-llama-cpp's own default counts past the cores) made a 2-core machine under
 * load a thousand times slower per token, and the app's event loop, database and audio encoding
 * need a core too.
 */
const defaultThreads = () => Math.max(1, Math.floor(os.availableParallelism() / 2));

/** The chat engines' environment variables, read into a ChatConfig. */
export const ChatEnv = z
  .object({
    ...OpenAiEnv.shape,
    CHAT_MODEL: optional(z.string()),
    CHAT_MODEL_PATH: optional(ggufFile()),
    CHAT_MODEL_CONTEXT: optional(z.coerce.number().int().min(256).max(131_072)),
    CHAT_MODEL_THREADS: optional(z.coerce.number().int().positive().max(256)),
  })
  .transform(
    (env): ChatConfig => ({
      openai: openAiModel(env, env.CHAT_MODEL),
      local: env.CHAT_MODEL_PATH
        ? {
            modelPath: env.CHAT_MODEL_PATH,
            contextSize: env.CHAT_MODEL_CONTEXT ?? DEFAULT_CONTEXT_SIZE,
            threads: env.CHAT_MODEL_THREADS ?? defaultThreads(),
          }
        : undefined,
      // CHAT_MODEL_PATH wins: a model installed through the store is used only without it.
      installed: env.CHAT_MODEL_PATH
        ? undefined
        : {
            contextSize: env.CHAT_MODEL_CONTEXT ?? DEFAULT_CONTEXT_SIZE,
            threads: env.CHAT_MODEL_THREADS ?? defaultThreads(),
          },
    }),
  );

/**
 * A path to a GGUF file, resolved against the working directory. Checked at start, so a typo or
 * a file of another format (safetensors, a half-finished download) stops the server with its
 * name instead of failing on a learner's first message.
 */
function ggufFile() {
  return z
    .string()
    .transform((value) => path.resolve(value))
    .superRefine((file, context) => {
      const problem = ggufProblem(file);
      if (problem) context.addIssue({ code: 'custom', message: `${problem}: ${file}` });
    });
}

function ggufProblem(file: string): string | undefined {
  let size: number;
  try {
    const stats = statSync(file);
    if (!stats.isFile()) return 'CHAT_MODEL_PATH must name a GGUF model file, not a folder';
    size = stats.size;
  } catch {
    return 'CHAT_MODEL_PATH names no file (a GGUF model file is expected)';
  }
  // Every GGUF file starts with these four bytes.
  const magic = Buffer.alloc(4);
  let descriptor: number | undefined;
  try {
    descriptor = openSync(file, 'r');
    if (size < 4 || readSync(descriptor, magic, 0, 4, 0) < 4) return 'CHAT_MODEL_PATH is too short to be a GGUF model';
  } catch {
    return 'CHAT_MODEL_PATH cannot be read';
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
  if (magic.toString('latin1') !== 'GGUF') return 'CHAT_MODEL_PATH is not a GGUF model file';
  return undefined;
}
