import { endpoint } from '../endpoint';
import {
  AddVoiceFields,
  ClonedSpeechQuery,
  ClonedSpeechRequest,
  VOICE_SAMPLE_FIELD,
  VoiceIdParams,
  VoiceRelayHeaders,
  voiceCloningRelayPath,
  voiceProviderPaths,
} from '../voice-cloning';

/** A provider call the relay passes on; its answer comes back as the provider gave it (decision 030). */
function relayed<const P extends string>(path: P): `${typeof voiceCloningRelayPath}${P}` {
  return `${voiceCloningRelayPath}${path}`;
}

const relay = {
  access: 'active-user',
  engineBudget: 'per-call',
  headers: VoiceRelayHeaders,
  responses: {},
  produces: 'relayed',
} as const;

/** The same-origin relay of the voice provider's seven calls, for a browser its CORS turns away. */
export const voiceCloningEndpoints = {
  relaySubscription: endpoint({
    ...relay,
    summary: "The provider's subscription of the key (its tier and characters left).",
    method: 'GET',
    path: relayed(voiceProviderPaths.subscription),
  }),
  relayUser: endpoint({
    ...relay,
    summary: "The provider's user of the key.",
    method: 'GET',
    path: relayed(voiceProviderPaths.user),
  }),
  relayModels: endpoint({
    ...relay,
    summary: "The provider's speech models and their languages.",
    method: 'GET',
    path: relayed(voiceProviderPaths.models),
  }),
  relayVoices: endpoint({
    ...relay,
    summary: "The key's voices.",
    method: 'GET',
    path: relayed(voiceProviderPaths.voices),
  }),
  relayAddVoice: endpoint({
    ...relay,
    summary: 'A voice cloned from samples (multipart `files`, name, description; 25 MB in all).',
    method: 'POST',
    path: relayed(voiceProviderPaths.addVoice),
    upload: { file: VOICE_SAMPLE_FIELD, fields: AddVoiceFields },
  }),
  relaySpeech: endpoint({
    ...relay,
    summary: 'Text spoken in a cloned voice.',
    method: 'POST',
    path: relayed('/v1/text-to-speech/:voiceId'),
    params: VoiceIdParams,
    query: ClonedSpeechQuery,
    body: ClonedSpeechRequest,
  }),
  relayDeleteVoice: endpoint({
    ...relay,
    summary: 'A cloned voice deleted at the provider.',
    method: 'DELETE',
    path: relayed('/v1/voices/:voiceId'),
    params: VoiceIdParams,
  }),
};
