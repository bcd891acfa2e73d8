import {
  CLONED_VOICE_SETTINGS,
  type VoiceCloningLanguage,
  type VoiceCloningSettings,
} from '@tolk/contracts/voice-cloning';
import { z } from 'zod';
import { providerFetch } from './provider-transport';

/**
 * The few ElevenLabs calls voice cloning makes, from the browser with the learner's key in `xi-api-key`
 * (docs/product.md, Voice cloning). Answers are checked with zod and may carry fields we do not read.
 */
export interface ProviderAccess {
  transport: VoiceCloningSettings;
  apiKey: string;
}

/** The provider answered with a status outside 2xx. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  constructor(
    readonly status: number,
    /** The HTTP status text, or the provider's own message when the protocol carries none (HTTP/2). */
    readonly statusText: string,
  ) {
    super(`${status} ${statusText}`.trim());
  }
}

/** The provider answered 2xx with something that is not what its documentation promises. */
export class ProviderAnswerError extends Error {
  override readonly name = 'ProviderAnswerError';
}

export const Subscription = z.object({
  tier: z.string(),
  character_count: z.number(),
  character_limit: z.number(),
  can_use_instant_voice_cloning: z.boolean().optional(),
});
export type Subscription = z.infer<typeof Subscription>;

export const ProviderModel = z.object({
  model_id: z.string(),
  name: z.string().optional(),
  can_do_text_to_speech: z.boolean().optional(),
  languages: z.array(z.object({ language_id: z.string(), name: z.string().optional() })).optional(),
});
export type ProviderModel = z.infer<typeof ProviderModel>;

const AddedVoice = z.object({ voice_id: z.string().min(1) });

/** ElevenLabs' error body: `{"detail": {"status": "...", "message": "..."}}` or `{"detail": "..."}`. */
const ErrorBody = z.object({
  detail: z.union([z.string(), z.object({ message: z.string().optional() })]).optional(),
});

async function failure(response: Response): Promise<ProviderError> {
  let message = '';
  const body = ErrorBody.safeParse(await response.json().catch(() => null));
  if (body.success)
    message = typeof body.data.detail === 'string' ? body.data.detail : (body.data.detail?.message ?? '');
  return new ProviderError(response.status, response.statusText || message);
}

async function call(access: ProviderAccess, path: `/v1/${string}`, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('xi-api-key', access.apiKey);
  const response = await providerFetch(access.transport, path, { ...init, headers });
  if (!response.ok) throw await failure(response);
  return response;
}

async function json<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ProviderAnswerError('The voice provider answered in an unexpected format');
  return parsed.data;
}

/** GET /v1/user/subscription: the plan and its character figures (also the key check's probe). */
export async function getSubscription(access: ProviderAccess, signal?: AbortSignal): Promise<Subscription> {
  return json(await call(access, '/v1/user/subscription', { signal }), Subscription);
}

/** GET /v1/models: every model with the languages it speaks. */
export async function getModels(access: ProviderAccess): Promise<ProviderModel[]> {
  return json(await call(access, '/v1/models'), z.array(ProviderModel));
}

/** POST /v1/voices/add: an instant voice clone from recordings, as multipart `name`, repeated `files`, `description`. */
export async function addVoice(
  access: ProviderAccess,
  voice: { name: string; description: string; files: { blob: Blob; fileName: string }[] },
): Promise<string> {
  const form = new FormData();
  form.append('name', voice.name);
  for (const file of voice.files) form.append('files', file.blob, file.fileName);
  form.append('description', voice.description);
  return (await json(await call(access, '/v1/voices/add', { method: 'POST', body: form }), AddedVoice)).voice_id;
}

/** POST /v1/text-to-speech/{voice_id}: the text spoken in that voice, as MP3. */
export async function textToSpeech(
  access: ProviderAccess,
  request: { voiceId: string; text: string; modelId: string },
): Promise<Blob> {
  const response = await call(access, `/v1/text-to-speech/${encodeURIComponent(request.voiceId)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'audio/mpeg' },
    body: JSON.stringify({ text: request.text, model_id: request.modelId, voice_settings: CLONED_VOICE_SETTINGS }),
  });
  const audio = await response.blob();
  return audio.type ? audio : new Blob([audio], { type: 'audio/mpeg' });
}

/** DELETE /v1/voices/{voice_id}: the learner's cloned voice, gone from the provider. */
export async function deleteVoice(access: ProviderAccess, voiceId: string): Promise<void> {
  await call(access, `/v1/voices/${encodeURIComponent(voiceId)}`, { method: 'DELETE' });
}

/** Whether a model speaks a language, by the model list's own language ids. */
export function speaksLanguage(model: ProviderModel, language: VoiceCloningLanguage): boolean {
  return Boolean(model.languages?.some((entry) => entry.language_id === language));
}
