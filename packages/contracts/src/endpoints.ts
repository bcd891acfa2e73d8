import type { EndpointDeclaration } from './endpoint';
import { accountsEndpoints } from './endpoints/accounts';
import { adminEndpoints } from './endpoints/admin';
import { audioTracksEndpoints } from './endpoints/audio-tracks';
import { dialogueEndpoints } from './endpoints/dialogue';
import { dictionaryEndpoints } from './endpoints/dictionary';
import { healthEndpoints } from './endpoints/health';
import { modelsEndpoints } from './endpoints/models';
import { phrasesEndpoints } from './endpoints/phrases';
import { statsEndpoints } from './endpoints/stats';
import { speechEndpoints, translationEndpoints } from './endpoints/translation';
import { vocabularyEndpoints } from './endpoints/vocabulary';
import { voiceCloningEndpoints } from './endpoints/voice-cloning';

export {
  accountsEndpoints,
  adminEndpoints,
  audioTracksEndpoints,
  dialogueEndpoints,
  dictionaryEndpoints,
  healthEndpoints,
  modelsEndpoints,
  phrasesEndpoints,
  speechEndpoints,
  statsEndpoints,
  translationEndpoints,
  vocabularyEndpoints,
  voiceCloningEndpoints,
};

/** Every endpoint of the API by capability: the one list the server, the web and the tests read. */
export const endpointsByCapability = {
  accounts: accountsEndpoints,
  admin: adminEndpoints,
  health: healthEndpoints,
  translation: translationEndpoints,
  speech: speechEndpoints,
  phrases: phrasesEndpoints,
  'audio-tracks': audioTracksEndpoints,
  stats: statsEndpoints,
  dictionary: dictionaryEndpoints,
  vocabulary: vocabularyEndpoints,
  dialogue: dialogueEndpoints,
  'voice-cloning': voiceCloningEndpoints,
  models: modelsEndpoints,
} satisfies Record<string, Record<string, EndpointDeclaration>>;

export interface NamedEndpoint {
  /** `capability.name`, e.g. `phrases.createPhrase`. */
  name: string;
  declaration: EndpointDeclaration;
}

/** Every declaration with its name, in a stable order. */
export const allEndpoints: readonly NamedEndpoint[] = Object.entries(endpointsByCapability).flatMap(
  ([capability, endpoints]) =>
    Object.entries(endpoints).map(([name, declaration]) => ({ name: `${capability}.${name}`, declaration })),
);
