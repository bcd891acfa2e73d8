import { VOICE_KEY_CHECK_DEBOUNCE_MS } from '@tolk/contracts/voice-cloning';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectSessionToApi } from '../src/entities/session/connect-session-to-api';
import {
  ProviderError,
  type ProviderModel,
  type Subscription,
} from '../src/features/voice-cloning/api/elevenlabs-client';
import { providerFetch, usesRelay } from '../src/features/voice-cloning/api/provider-transport';
import { chooseSpeechModel } from '../src/features/voice-cloning/lib/choose-speech-model';
import { createKeyChecker, type KeyCheck } from '../src/features/voice-cloning/lib/key-check';
import {
  DEFAULT_VOICE_SETTINGS,
  readVoiceSettings,
  type VoiceSettings,
  writeVoiceSettings,
} from '../src/features/voice-cloning/lib/voice-settings';
import { signIn } from './support/fake-api';

const VALID_KEY = 'sk_0123456789abcdefghijklmnop';
const SUBSCRIPTION: Subscription = {
  tier: 'creator',
  character_count: 1234,
  character_limit: 100_000,
  can_use_instant_voice_cloning: true,
};

describe('the key check', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function checker(probe: (key: string, signal: AbortSignal) => Promise<Subscription>) {
    const states: KeyCheck[] = [];
    const keyChecker = createKeyChecker({ probe, onChange: (check) => states.push(check) });
    return { states, keyChecker, last: () => states.at(-1) };
  }

  it('is idle for an empty key at once, and never probes it', () => {
    const probe = vi.fn(async (_key: string, _signal: AbortSignal) => SUBSCRIPTION);
    const { keyChecker, last } = checker(probe);
    keyChecker.update('   ');
    expect(last()).toEqual({ state: 'idle' });
    vi.advanceTimersByTime(VOICE_KEY_CHECK_DEBOUNCE_MS * 2);
    expect(probe).not.toHaveBeenCalled();
  });

  it.each([
    ['no prefix', 'pk_0123456789abcdefghijklmnop'],
    ['too short', 'sk_0123456789abcdef'],
    ['too long', `sk_${'a'.repeat(58)}`],
  ])('turns a key with the wrong shape (%s) invalid after the debounce, without a probe', (_, key) => {
    const probe = vi.fn(async (_key: string, _signal: AbortSignal) => SUBSCRIPTION);
    const { keyChecker, last } = checker(probe);
    keyChecker.update(key);
    expect(last()).toEqual({ state: 'checking' });
    vi.advanceTimersByTime(VOICE_KEY_CHECK_DEBOUNCE_MS - 1);
    expect(last()).toEqual({ state: 'checking' });
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ state: 'invalid', reason: 'format' });
    expect(probe).not.toHaveBeenCalled();
  });

  it('accepts 20 and 60 characters, trimmed', async () => {
    const probe = vi.fn(async (_key: string, _signal: AbortSignal) => SUBSCRIPTION);
    const { keyChecker } = checker(probe);
    keyChecker.update(`  sk_${'a'.repeat(17)}  `);
    await vi.advanceTimersByTimeAsync(VOICE_KEY_CHECK_DEBOUNCE_MS);
    keyChecker.update(`sk_${'b'.repeat(57)}`);
    await vi.advanceTimersByTimeAsync(VOICE_KEY_CHECK_DEBOUNCE_MS);
    expect(probe.mock.calls.map(([key]) => key)).toEqual([`sk_${'a'.repeat(17)}`, `sk_${'b'.repeat(57)}`]);
  });

  it('probes only the last key typed, 1 s after the last change, and reads the balance from the real figures', async () => {
    const probe = vi.fn(async (_key: string, _signal: AbortSignal) => SUBSCRIPTION);
    const { keyChecker, last } = checker(probe);
    for (const length of [20, 21, 22]) {
      keyChecker.update(VALID_KEY.slice(0, length));
      await vi.advanceTimersByTimeAsync(VOICE_KEY_CHECK_DEBOUNCE_MS / 2);
    }
    expect(probe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(VOICE_KEY_CHECK_DEBOUNCE_MS / 2);
    expect(probe.mock.calls.map(([key]) => key)).toEqual([VALID_KEY.slice(0, 22)]);
    expect(last()).toEqual({ state: 'valid', balance: 98_766, tier: 'creator', canClone: true });
  });

  it('says when the plan cannot clone, and never shows a negative balance', async () => {
    const { keyChecker, last } = checker(async () => ({
      tier: 'free',
      character_count: 10_500,
      character_limit: 10_000,
      can_use_instant_voice_cloning: false,
    }));
    keyChecker.update(VALID_KEY);
    await vi.advanceTimersByTimeAsync(VOICE_KEY_CHECK_DEBOUNCE_MS);
    expect(last()).toEqual({ state: 'valid', balance: 0, tier: 'free', canClone: false });
  });

  it('turns a key the provider refuses (401) invalid, and a failed probe into a check error, not valid', async () => {
    const refused = checker(async () => {
      throw new ProviderError(401, 'Unauthorized');
    });
    refused.keyChecker.update(VALID_KEY);
    await vi.advanceTimersByTimeAsync(VOICE_KEY_CHECK_DEBOUNCE_MS);
    expect(refused.last()).toEqual({ state: 'invalid', reason: 'rejected' });

    const unreachable = checker(async () => {
      throw new TypeError('Failed to fetch');
    });
    unreachable.keyChecker.update(VALID_KEY);
    await vi.advanceTimersByTimeAsync(VOICE_KEY_CHECK_DEBOUNCE_MS);
    expect(unreachable.last()).toMatchObject({ state: 'checkError' });
  });

  it('drops the answer of a probe for a key changed meanwhile', async () => {
    let answer: (subscription: Subscription) => void = () => {};
    const signals: AbortSignal[] = [];
    const { keyChecker, last } = checker(
      (_key, signal) =>
        new Promise((resolve) => {
          signals.push(signal);
          answer = resolve;
        }),
    );
    keyChecker.update(VALID_KEY);
    await vi.advanceTimersByTimeAsync(VOICE_KEY_CHECK_DEBOUNCE_MS);
    keyChecker.update('');
    expect(signals[0]?.aborted).toBe(true);
    answer(SUBSCRIPTION);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({ state: 'idle' });
  });
});

describe('the speech model for the cloned voice', () => {
  const languages = (...ids: string[]) => ids.map((language_id) => ({ language_id, name: language_id }));
  // The provider's own list, abridged: eleven_multilingual_v2 has no Norwegian; Flash and Turbo v2.5 do.
  const MODELS: ProviderModel[] = [
    { model_id: 'eleven_multilingual_sts_v2', can_do_text_to_speech: false, languages: languages('en', 'no') },
    { model_id: 'eleven_flash_v2_5', can_do_text_to_speech: true, languages: languages('en', 'es', 'ru', 'no') },
    { model_id: 'eleven_multilingual_v2', can_do_text_to_speech: true, languages: languages('en', 'es', 'ru') },
    { model_id: 'eleven_turbo_v2_5', can_do_text_to_speech: true, languages: languages('en', 'es', 'ru', 'no') },
  ];

  it('is eleven_multilingual_v2 when it speaks the target language', () => {
    expect(chooseSpeechModel(MODELS, 'es')).toBe('eleven_multilingual_v2');
    expect(chooseSpeechModel(MODELS, 'ru')).toBe('eleven_multilingual_v2');
  });

  it('is the first text-to-speech model that lists the language otherwise, never a speech-to-speech one', () => {
    expect(chooseSpeechModel(MODELS, 'no')).toBe('eleven_flash_v2_5');
  });

  it('is none when no text-to-speech model lists the language', () => {
    expect(chooseSpeechModel(MODELS, 'fr')).toBeNull();
    expect(chooseSpeechModel([MODELS[0] as ProviderModel, MODELS[2] as ProviderModel], 'no')).toBeNull();
    expect(chooseSpeechModel([], 'en')).toBeNull();
  });
});

describe('the voice settings on a shared device', () => {
  const MINE: VoiceSettings = {
    voiceMode: 'user',
    elevenLabsApiKey: VALID_KEY,
    clonedVoiceId: 'voice-1',
    sourceLanguage: 'en',
    targetLanguage: 'es',
  };

  beforeEach(() => window.localStorage.clear());

  it('are stored under voiceSettings with their owner, the key trimmed and the mode following the key', () => {
    writeVoiceSettings('user-a', { ...MINE, elevenLabsApiKey: ` ${VALID_KEY} `, voiceMode: 'standard' });
    expect(JSON.parse(window.localStorage.getItem('voiceSettings') ?? 'null')).toEqual({
      ...MINE,
      clonedVoiceId: null,
      userId: 'user-a',
    });
    writeVoiceSettings('user-a', { ...MINE, elevenLabsApiKey: '' });
    expect(readVoiceSettings('user-a').voiceMode).toBe('standard');
  });

  it('read as the defaults for another user, so nobody uses someone else’s key', () => {
    writeVoiceSettings('user-a', MINE);
    writeVoiceSettings('user-a', MINE);
    expect(readVoiceSettings('user-a')).toEqual(MINE);
    expect(readVoiceSettings('user-b')).toEqual(DEFAULT_VOICE_SETTINGS);
  });

  it('forget the cloned voice when the key changes (it belongs to the old key’s account)', () => {
    writeVoiceSettings('user-a', MINE);
    writeVoiceSettings('user-a', MINE);
    expect(readVoiceSettings('user-a').clonedVoiceId).toBe('voice-1');
    writeVoiceSettings('user-a', { ...MINE, elevenLabsApiKey: `${VALID_KEY}x` });
    expect(readVoiceSettings('user-a').clonedVoiceId).toBeNull();
  });

  it('never read with one language on both sides (the server refuses such a phrase): another target instead', () => {
    writeVoiceSettings('user-a', { ...MINE, targetLanguage: 'en' });
    expect(readVoiceSettings('user-a')).toMatchObject({ sourceLanguage: 'en', targetLanguage: 'ru' });
    writeVoiceSettings('user-a', { ...MINE, sourceLanguage: 'ru', targetLanguage: 'ru' });
    expect(readVoiceSettings('user-a')).toMatchObject({ sourceLanguage: 'ru', targetLanguage: 'no' });
  });

  it('read as the defaults when corrupt', () => {
    window.localStorage.setItem('voiceSettings', '{"userId":"user-a","elevenLabsApiKey":');
    expect(readVoiceSettings('user-a')).toEqual(DEFAULT_VOICE_SETTINGS);
  });
});

describe('the way to the provider', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    connectSessionToApi();
    signIn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('goes straight to the provider, and without a relay a refused call stays refused', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(
      providerFetch({ providerUrl: 'https://voice.test', relayPath: null }, '/v1/models', {}),
    ).rejects.toThrow(TypeError);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['https://voice.test/v1/models']);
    expect(usesRelay()).toBe(false);
  });

  it('retries a call the browser could not make through our relay with the bearer token, then stays on it', async () => {
    const transport = { providerUrl: 'https://voice.test', relayPath: '/api/voice-cloning/relay' };
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValue(new Response('[]', { status: 200 }));
    const headers = { 'xi-api-key': VALID_KEY };
    await providerFetch(transport, '/v1/models', { headers });
    await providerFetch(transport, '/v1/user/subscription', { headers });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'https://voice.test/v1/models',
      '/api/voice-cloning/relay/v1/models',
      '/api/voice-cloning/relay/v1/user/subscription',
    ]);
    const relayed = new Headers(fetchMock.mock.calls[1]?.[1]?.headers);
    expect(relayed.get('authorization')).toBe('Bearer test-token');
    expect(relayed.get('xi-api-key')).toBe(VALID_KEY);
    expect(usesRelay()).toBe(true);
  });

  it('does not fall back on an answer, even a refusal: only a call that could not be made goes to the relay', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 401 }));
    const answer = await providerFetch({ providerUrl: 'https://voice.test', relayPath: '/relay' }, '/v1/models', {});
    expect(answer.status).toBe(401);
  });
});
