import { type FakeHttpServer, type FakeReply, type RecordedRequest, startFakeHttpServer } from './fake-http-server';
import { responseFormatError } from './openai-response-format';

/** The parts of a chat completion request the fake reads. */
export interface ChatCompletionBody {
  model?: string;
  messages?: { role: string; content: string }[];
  response_format?: unknown;
  stream?: boolean;
  max_tokens?: number;
}

/** How a streamed completion goes wrong or slow; unset: every chunk at once, then [DONE]. */
export interface FakeStreamBehaviour {
  /** Milliseconds before each event. */
  chunkDelayMs?: number;
  /** Ends the body without the closing `[DONE]` event, as some servers do. */
  omitDone?: boolean;
  /** After this many content chunks, an event with an error body instead of the rest (the body then ends). */
  errorAfter?: number;
  /** After this many content chunks, the connection drops. */
  breakAfter?: number;
}

/** What a test controls: the model's reply text, or a whole HTTP reply instead of a completion. */
export interface FakeOpenAi extends FakeHttpServer {
  /** Includes /v1, as OPENAI_BASE_URL does. */
  baseUrl: string;
  /** The assistant message for a user message (and the whole request); by default a tiny phrasebook. */
  content: (userText: string, body: ChatCompletionBody) => string;
  finishReason: string;
  /** When set, answers every request with this instead of following the protocol. */
  override?: FakeReply;
  /** How streamed completions (`stream: true`) are delivered. */
  stream: FakeStreamBehaviour;
  /** Milliseconds every completion (plain or streamed) takes before its answer starts: a slow model. */
  answerDelayMs?: number;
}

const PHRASEBOOK: Record<string, string> = { 'Hello, how are you?': 'Hola, ¿cómo estás?' };

/**
 * A stand-in for an OpenAI-compatible server (OpenAI, Ollama, llama.cpp, vLLM), speaking the
 * documented protocol: bearer auth, GET /v1/models, POST /v1/chat/completions with the
 * `choices[].message.content` answer and OpenAI's error bodies.
 */
export async function startFakeOpenAi(options: { apiKey?: string; models: string[] }): Promise<FakeOpenAi> {
  const fake: Partial<FakeOpenAi> = {
    content: (userText) => PHRASEBOOK[userText] ?? `[no phrasebook entry for ${userText}]`,
    finishReason: 'stop',
    stream: {},
  };
  const server = await startFakeHttpServer((request) => {
    if (fake.override) return fake.override;
    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return openAiError(401, 'Incorrect API key provided.', 'invalid_api_key');
    }
    if (request.method === 'GET' && request.path === '/v1/models') return modelList(options.models);
    if (request.method === 'POST' && request.path === '/v1/chat/completions') {
      const reply = chatCompletion(request, options.models, fake as FakeOpenAi);
      return fake.answerDelayMs ? { delayMs: fake.answerDelayMs, reply } : reply;
    }
    return openAiError(404, `Unknown request URL: ${request.method} ${request.path}`, 'unknown_url');
  });
  return Object.assign(fake, server, { baseUrl: `${server.url}/v1` }) as FakeOpenAi;
}

function chatCompletion(request: RecordedRequest, models: string[], fake: FakeOpenAi): FakeReply {
  let body: ChatCompletionBody;
  try {
    body = JSON.parse(request.body);
  } catch {
    return openAiError(400, 'We could not parse the JSON body of your request.', null);
  }
  if (!body.model || !models.includes(body.model)) {
    return openAiError(
      404,
      `The model \`${body.model}\` does not exist or you do not have access to it.`,
      'model_not_found',
    );
  }
  const userText = body.messages?.findLast((message) => message.role === 'user')?.content;
  if (userText === undefined)
    return openAiError(400, "Missing required parameter: 'messages'.", 'missing_required_parameter');
  const formatError = responseFormatError(body.response_format);
  if (formatError) return openAiError(400, formatError, null);
  if (body.stream) return streamedCompletion(body.model, fake.content(userText, body), fake.finishReason, fake.stream);
  return {
    status: 200,
    json: {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: fake.content(userText, body) },
          finish_reason: fake.finishReason,
        },
      ],
      usage: { prompt_tokens: 20, completion_tokens: 8, total_tokens: 28 },
    },
  };
}

/**
 * A streamed completion as OpenAI sends it: server-sent events, a first chunk with the role, the
 * content word by word in `delta.content`, a last chunk with the finish_reason, then `[DONE]`.
 */
function streamedCompletion(
  model: string,
  content: string,
  finishReason: string,
  behaviour: FakeStreamBehaviour,
): FakeReply {
  const chunk = (delta: Record<string, string>, finish: string | null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  let pieces = (content.match(/\S+\s*|\s+/g) ?? []).map((piece) => chunk({ content: piece }, null));
  const cutAt = behaviour.errorAfter ?? behaviour.breakAfter;
  if (cutAt !== undefined) pieces = pieces.slice(0, cutAt);
  const parts = [chunk({ role: 'assistant', content: '' }, null), ...pieces];
  if (behaviour.errorAfter !== undefined) {
    const error = {
      error: { message: 'The server had an error while processing your request.', type: 'server_error' },
    };
    parts.push(`data: ${JSON.stringify(error)}\n\n`);
  } else if (behaviour.breakAfter === undefined) {
    parts.push(chunk({}, finishReason));
    if (!behaviour.omitDone) parts.push('data: [DONE]\n\n');
  }
  return {
    status: 200,
    parts,
    contentType: 'text/event-stream',
    partDelayMs: behaviour.chunkDelayMs,
    breakOff: behaviour.breakAfter !== undefined,
  };
}

function modelList(models: string[]): FakeReply {
  return {
    status: 200,
    json: { object: 'list', data: models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'tolk-test' })) },
  };
}

export function openAiError(status: number, message: string, code: string | null): FakeReply {
  return { status, json: { error: { message, type: 'invalid_request_error', param: null, code } } };
}
