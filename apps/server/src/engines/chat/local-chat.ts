import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
// Types only: erased at build time. The library itself is imported in loadModel(), so a deployment
// without CHAT_MODEL_PATH never loads llama.cpp's native binding.
import type {
  ChatHistoryItem,
  GbnfJsonObjectSchema,
  Llama,
  LlamaChat,
  LlamaChatResponse,
  LlamaContext,
  LlamaGrammar,
  LlamaModel,
} from 'node-llama-cpp';
import { EngineError } from '../engine-error';
import type { EngineProbe } from '../engine-probe';
import { createEngineSlots } from '../engine-slots';
import type { LocalChatConfig } from './chat-config';
import type { ChatEngine, ChatMessage, ChatOutputSchema, ChatRequest } from './chat-engine';

const ENGINE = 'local-gguf';

/** An answer's length when the caller sets none: a dialogue reply or a dictionary entry fits well within it. */
const DEFAULT_MAX_TOKENS = 1024;

/** Compiled grammars kept per schema: callers ask with the same few schemas again and again. */
const GRAMMAR_CACHE_SIZE = 32;

interface LoadedModel {
  llama: Llama;
  model: LlamaModel;
  context: LlamaContext;
  /** Keeps the evaluated conversation in its sequence, so a longer one only evaluates what is new. */
  chat: LlamaChat;
}

interface Generation {
  messages: ChatMessage[];
  grammar?: LlamaGrammar;
  temperature?: number;
  maxTokens?: number;
  signal: AbortSignal;
  onText?: (text: string) => void;
}

/**
 * A GGUF model run in this process by llama.cpp through node-llama-cpp: no server to run beside
 * Tolk, at the price of the model's memory and the CPU while it writes.
 *
 * The model starts loading when the engine is created (at start-up, in the background): loading a
 * multi-gigabyte file takes seconds, which would otherwise fall within the first learner's engine
 * deadline, and a file llama.cpp cannot load shows in the log and the health report at once. A
 * call made while it loads waits for it; a failed load is tried again by the next call or probe.
 *
 * One context with one sequence: calls take turns, in arrival order (the engine gate bounds how
 * many wait). On a small CPU parallel sequences would only split the same cores and multiply the
 * memory of the context; one sequence also lets the next turn of a conversation reuse the
 * evaluated prefix (instructions and earlier turns) instead of evaluating it again.
 */
export function createLocalChat(config: LocalChatConfig, options: { log: FastifyBaseLogger }): ChatEngine {
  const { log } = options;
  const model = path.basename(config.modelPath);
  const turn = createEngineSlots({ size: 1 });
  const grammars = new Map<string, Promise<LlamaGrammar>>();
  let loading: Promise<LoadedModel> | undefined;
  let closed = false;
  /** Set once loaded: whether llama.cpp found a GPU (CUDA, Vulkan, Metal) to run the model on. */
  let onGpu = false;

  function load(): Promise<LoadedModel> {
    if (closed) return Promise.reject(new EngineError(ENGINE, 'provider-error', 'the engine has been closed'));
    if (!loading) {
      const started = performance.now();
      const attempt = loadModel(config, log).then(
        (loaded) => {
          onGpu = loaded.llama.gpu !== false;
          log.info(
            {
              engine: ENGINE,
              model,
              ms: Math.round(performance.now() - started),
              contextSize: loaded.context.contextSize,
              gpu: loaded.llama.gpu,
              threads: config.threads,
            },
            'chat model loaded',
          );
          return loaded;
        },
        (error: unknown) => {
          if (loading === attempt) loading = undefined;
          const failure = new EngineError(ENGINE, 'provider-error', `cannot load ${model}: ${messageOf(error)}`);
          log.error({ engine: ENGINE, model, err: failure.message }, 'chat model not loaded');
          throw failure;
        },
      );
      loading = attempt;
    }
    return loading;
  }

  /** The loaded model, this call's turn taken: call `release` when done. */
  async function takeTurn(signal: AbortSignal): Promise<{ loaded: LoadedModel; release: () => void }> {
    const loaded = await untilAborted(load(), signal, 'the model was still loading');
    let release: () => void;
    try {
      release = await turn.acquire(signal);
    } catch {
      throw new EngineError(ENGINE, 'timeout', 'waited for the model’s turn');
    }
    if (closed) {
      release();
      throw new EngineError(ENGINE, 'provider-error', 'the engine has been closed');
    }
    return { loaded, release };
  }

  function grammarFor(loaded: LoadedModel, output: ChatOutputSchema): Promise<LlamaGrammar> {
    const key = JSON.stringify(output.schema);
    let grammar = grammars.get(key);
    if (!grammar) {
      grammar = loaded.llama.createGrammarForJsonSchema(grammarSchema(output.schema) as GbnfJsonObjectSchema);
      grammars.set(key, grammar);
      grammar.catch(() => grammars.delete(key));
      if (grammars.size > GRAMMAR_CACHE_SIZE) grammars.delete(grammars.keys().next().value as string);
    }
    return grammar.catch((error: unknown) => {
      throw new EngineError(ENGINE, 'unsupported', `schema '${output.name}' is no grammar: ${messageOf(error)}`);
    });
  }

  // The engine starts loading now; a failure is logged here and met again by the first call.
  load().catch(() => undefined);

  return {
    name: ENGINE,
    model,
    async complete({ messages, output, temperature, maxTokens, signal }: ChatRequest) {
      const { loaded, release } = await takeTurn(signal);
      try {
        const grammar = output ? await grammarFor(loaded, output) : undefined;
        const result = await generate(loaded, { messages, grammar, temperature, maxTokens, signal });
        // Half a JSON document is no answer; the token limit is the only thing that cuts one short.
        if (result.metadata.stopReason === 'maxTokens')
          throw new EngineError(ENGINE, 'malformed', 'answer cut off at the token limit');
        const content = result.response.trim();
        if (!content) throw new EngineError(ENGINE, 'malformed', 'empty answer');
        return { content, model };
      } finally {
        release();
      }
    },
    async *stream({ messages, temperature, maxTokens, signal }) {
      const { loaded, release } = await takeTurn(signal);
      try {
        const pieces: string[] = [];
        let wake: (() => void) | undefined;
        let finished = false;
        let failure: unknown;
        // Stops the model when the caller stops reading (the generator is returned early).
        const stop = new AbortController();
        const generation = generate(loaded, {
          messages,
          temperature,
          maxTokens,
          signal: AbortSignal.any([signal, stop.signal]),
          onText: (text) => {
            pieces.push(text);
            wake?.();
          },
        }).then(
          () => {
            finished = true;
            wake?.();
          },
          (error: unknown) => {
            failure = error;
            finished = true;
            wake?.();
          },
        );
        let content = '';
        try {
          for (;;) {
            for (let piece = pieces.shift(); piece !== undefined; piece = pieces.shift()) {
              if (!piece) continue;
              content += piece;
              yield piece;
            }
            if (finished) break;
            await new Promise<void>((resolve) => {
              wake = resolve;
            });
            wake = undefined;
          }
        } finally {
          stop.abort();
          // The sequence is free for the next turn only once the model has stopped writing.
          await generation;
        }
        if (failure !== undefined) throw failure;
        // A reply cut off at the token limit is still a reply the learner has been reading; keep it.
        if (!content.trim()) throw new EngineError(ENGINE, 'malformed', 'empty answer');
        return { content: content.trim(), model };
      } finally {
        release();
      }
    },
    runsOnCpu: () => !onGpu,
    async close() {
      closed = true;
      const pending = loading;
      loading = undefined;
      grammars.clear();
      const loaded = await pending?.catch(() => undefined);
      // Disposing the context stops a generation still running; the llama instance goes last.
      if (!loaded) return;
      loaded.chat.dispose({ disposeSequence: true });
      await loaded.context.dispose();
      await loaded.model.dispose();
      await loaded.llama.dispose();
    },
    async probe(): Promise<EngineProbe> {
      const started = performance.now();
      try {
        const loaded = await load();
        // Tokenizing asks the loaded model without taking a learner's turn.
        loaded.model.tokenize('probe');
        return { status: 'UP', latencyMs: Math.round(performance.now() - started) };
      } catch (error) {
        return { status: 'DOWN', latencyMs: Math.round(performance.now() - started), error: messageOf(error) };
      }
    },
  };
}

async function loadModel(config: LocalChatConfig, log: FastifyBaseLogger): Promise<LoadedModel> {
  const { getLlama, LlamaChat, LlamaLogLevel, resolveChatWrapper } = await import('node-llama-cpp');
  const llama = await getLlama({
    // A GPU llama.cpp finds (CUDA, Vulkan, Metal) is used; otherwise the CPU.
    gpu: 'auto',
    // The binary ships in the npm package for each platform; never compile or download at run time.
    build: 'never',
    logLevel: LlamaLogLevel.warn,
    logger: (level, message) => {
      const text = message.trim();
      if (!text) return;
      if (level === LlamaLogLevel.error || level === LlamaLogLevel.fatal) log.error({ engine: ENGINE }, text);
      else if (level === LlamaLogLevel.warn) log.warn({ engine: ENGINE }, text);
      else log.debug({ engine: ENGINE }, text);
    },
  });
  try {
    const model = await llama.loadModel({ modelPath: config.modelPath });
    // More context than the model was trained on only makes it ramble: keep to what it knows.
    const contextSize = Math.min(config.contextSize, model.trainContextSize);
    const context = await model.createContext({ contextSize, sequences: 1, threads: config.threads });
    // The chat template comes from the model's own metadata (its Jinja template or a known family).
    // A Qwen3 model is asked not to think aloud first (decision 035): on a CPU its hidden reasoning
    // would cost the learner many seconds before the first word of every reply.
    const chatWrapper = resolveChatWrapper(model, { customWrapperSettings: { qwen: { thoughts: 'discourage' } } });
    const chat = new LlamaChat({ contextSequence: context.getSequence(), chatWrapper });
    return { llama, model, context, chat };
  } catch (error) {
    await llama.dispose();
    throw error;
  }
}

/** One answer from the model, the conversation in its own chat template. */
async function generate(loaded: LoadedModel, request: Generation): Promise<LlamaChatResponse> {
  try {
    return await loaded.chat.generateResponse(chatHistory(request.messages), {
      maxTokens: request.maxTokens ?? DEFAULT_MAX_TOKENS,
      ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
      ...(request.grammar ? { grammar: request.grammar } : {}),
      signal: request.signal,
      ...(request.onText ? { onTextChunk: request.onText } : {}),
    });
  } catch (error) {
    if (error instanceof EngineError) throw error;
    // Adapters report any abort as 'timeout'; the gate tells a caller's from the deadline's.
    if (request.signal.aborted) throw new EngineError(ENGINE, 'timeout', 'stopped before the answer was complete');
    throw new EngineError(ENGINE, 'provider-error', `generation failed: ${messageOf(error)}`);
  }
}

/** Our messages as node-llama-cpp's history, ending in the empty model turn it writes into. */
function chatHistory(messages: ChatMessage[]): ChatHistoryItem[] {
  const history = messages.map((message): ChatHistoryItem => {
    if (message.role === 'assistant') return { type: 'model', response: [message.content] };
    return { type: message.role, text: message.content };
  });
  history.push({ type: 'model', response: [] });
  return history;
}

/**
 * A strict output schema as node-llama-cpp's grammar reads it. zod writes a nullable object or
 * array as `anyOf`, which the grammar builder does not know (it would allow any JSON there); for
 * generation anyOf and oneOf are the same choice between alternatives. Property names are kept.
 */
function grammarSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(grammarSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => {
      if (key === 'properties' || key === '$defs')
        return [
          key,
          Object.fromEntries(Object.entries(value as object).map(([name, child]) => [name, grammarSchema(child)])),
        ];
      if (key === 'enum' || key === 'const' || key === 'required') return [key, value];
      return [key === 'anyOf' ? 'oneOf' : key, grammarSchema(value)];
    }),
  );
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal, where: string): Promise<T> {
  const stopped = () => new EngineError(ENGINE, 'timeout', `stopped: ${where}`);
  if (signal.aborted) return Promise.reject(stopped());
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(stopped());
    signal.addEventListener('abort', abort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error);
      },
    );
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
