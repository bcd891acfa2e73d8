/** Helpers working side by side each pick their own port (E2E_PORT); CI uses 3299. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3299);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The administrator the e2e server ensures at start-up (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@tolk.test', password: 'admin-e2e-password' } as const;

/** Where the fake recognition server reports what it received (see support/start-web-server.ts). */
export const E2E_INSPECTOR_URL = `http://127.0.0.1:${E2E_PORT + 1}`;
/** The ElevenLabs stand-in (support/voice-provider.ts), the e2e server's VOICE_CLONING_PROVIDER_URL. */
export const E2E_VOICE_PROVIDER_URL = `http://127.0.0.1:${E2E_PORT + 2}`;
/**
 * The stand-in for every model host, the e2e server's MODELS_MIRROR (support/model-mirror.ts); its catalog of
 * test entries is the server's MODELS_CATALOG.
 */
export const E2E_MODELS_MIRROR_URL = `http://127.0.0.1:${E2E_PORT + 3}`;
/** Lets the held download of E2E_MODELS.held go on (a GET to this path of the mirror). */
export const E2E_MODELS_RELEASE_PATH = '/__release';
/** The MODELS_CATALOG entries the e2e mirror serves: one held midway until released, one whose hash is wrong. */
export const E2E_MODELS = {
  held: { id: 'dictionary-e2e-held', title: 'E2E held dictionary' },
  tampered: { id: 'dictionary-e2e-tampered', title: 'E2E tampered dictionary' },
  translation: { id: 'translation-e2e-fi-tr', title: 'E2E Finnish → Turkish' },
} as const;
/**
 * The tiny translation model of E2E_MODELS.translation (apps/server/test/support/tiny-translation-model.ts):
 * Finnish → Turkish, a pair no other spec uses and Apertium does not serve, word for word by this table.
 */
export const E2E_TRANSLATION_WORDS = [
  ['hyvää', 'iyi'],
  ['huomenta', 'sabahlar'],
  ['ystävä', 'dost'],
] as const;
/** Lets the held download of E2E_MODELS.translation go on (a GET to this path of the mirror). */
export const E2E_TRANSLATION_RELEASE_PATH = '/__release-translation';
/** A browser with this in its User-Agent is refused cross-origin by the ElevenLabs stand-in (support/voice-provider.ts). */
export const E2E_CORS_REFUSED_AGENT = 'TolkE2E-ProviderRefusesThisOrigin';
/** What the fake recognition server "hears" in every recording. */
export const E2E_HEARD_TEXT = 'Hello, how are you?';
/** The chat model's name on the e2e stand-in (CHAT_MODEL). */
export const E2E_CHAT_MODEL = 'tolk-e2e-partner';
/** What the e2e dialogue partner answers to every message: Norwegian at A2, about travel. */
export const E2E_PARTNER_REPLY = 'Så fint! Jeg liker å reise med tog. Hvor vil du reise i sommer?';
/**
 * The partner's reply in a conversation in Spanish or English, so a test can translate a reply
 * through Apertium (es→en) or look its words up in WordNet; any other language gets E2E_PARTNER_REPLY.
 */
export const E2E_PARTNER_REPLIES = {
  Spanish: '¡Qué bien! Me gusta viajar en tren. ¿Adónde quieres viajar este verano?',
  English: 'How nice! I like to travel by train. Where would you like to travel this summer?',
} as const;
/** A learner's message with one mistake the e2e partner's check corrects (E2E_CORRECTION). */
export const E2E_LEARNER_MISTAKE = 'Jeg liker å reiser med tog.';
export const E2E_CORRECTION = {
  original: 'Jeg liker å reiser med tog.',
  corrected: 'Jeg liker å reise med tog.',
  explanation: 'After «å» the verb stays in the infinitive: reise.',
};
/** The e2e partner's report at the end of every conversation. */
export const E2E_FEEDBACK = {
  summary: 'A friendly chat about travelling by train.',
  strengths: ['You asked and answered questions.'],
  improvements: ['Use the infinitive after «å».'],
  wordsToLearn: ['sommer'],
};
/** An English sentence spoken by eSpeak NG, made at start-up: the fake microphone plays it. */
export const E2E_SPEECH_WAV = new URL('../.tmp/speech-en.wav', import.meta.url).pathname;

/** Three seconds of silence, made at start-up: a fake microphone in a quiet room, where our server hears no speech. */
export const E2E_SILENCE_WAV = new URL('../.tmp/silence.wav', import.meta.url).pathname;

/** Debian's Chromium; Playwright's own browser download is not available on these machines. */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function fakeMicrophone(wav: string) {
  return {
    executablePath: CHROMIUM_EXECUTABLE,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wav}`,
    ],
  };
}

/** Chromium whose fake microphone plays E2E_SPEECH_WAV, for the specs that record: `test.use({ launchOptions })`. */
export const FAKE_MICROPHONE_LAUNCH_OPTIONS = fakeMicrophone(E2E_SPEECH_WAV);
/** Chromium whose fake microphone hears only silence (E2E_SILENCE_WAV). */
export const SILENT_MICROPHONE_LAUNCH_OPTIONS = fakeMicrophone(E2E_SILENCE_WAV);
