import { voiceCloningRelayPath } from '@tolk/contracts/voice-cloning';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CapturedLog } from '../support/captured-log';
import { encodedForm } from '../support/encoded-form';
import {
  CLONED_VOICE_ID,
  type FakeElevenLabs,
  startFakeElevenLabs,
  VALID_VOICE_KEY,
} from '../support/fakes/fake-elevenlabs-server';
import { createTestApp, type TestApp } from '../support/test-app';

/** A key in the provider's older format (32 hex digits): no pattern of the scrubber knows it. */
const LEGACY_KEY = '5f1c0e9a7b3d4e6f8a9b0c1d2e3f4a5b';
/** A key the relay refuses as malformed: it must not be logged either. */
const MALFORMED_KEY = 'sk_almost right but 0123456789 spaced';
/** Texts only the request bodies hold. */
const SPOKEN_TEXT = 'Min hemmelige setning om bestemor 4711';
const VOICE_DESCRIPTION = 'Stemmen til en privat person 0815';

/**
 * The relay carries the learner's key in every call; no log line may hold it, whatever happens:
 * a good call, the provider refusing the key and quoting it back, our own refusals, a provider that
 * is gone. Logged at trace level, so even the libraries' most talkative lines are read.
 */
describe('voice relay logs', () => {
  let provider: FakeElevenLabs;
  let t: TestApp;
  let token: string;
  const log = new CapturedLog();

  const relay = (path: string, key: string, options: Omit<InjectOptions, 'url'> = {}) =>
    t.request({
      method: 'GET',
      token,
      ...options,
      url: `${voiceCloningRelayPath}${path}`,
      headers: { 'xi-api-key': key, ...options.headers },
    });

  beforeAll(async () => {
    provider = await startFakeElevenLabs({ quoteKeyInErrors: true });
    t = await createTestApp({
      logLevel: 'trace',
      logStream: log,
      voiceCloning: { providerUrl: provider.url, relay: true },
    });
    token = t.tokenFor(await t.createUser());
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it('keeps the key and the bodies out of every line, through successes, refusals and a provider that is gone', async () => {
    const speech = { text: SPOKEN_TEXT, model_id: 'eleven_multilingual_v2' };
    const form = new FormData();
    form.append('name', 'Anna');
    form.append('description', VOICE_DESCRIPTION);
    form.append('files', new File([new Uint8Array(2048)], 'sample.webm', { type: 'audio/webm' }));
    const encoded = await encodedForm(form);

    const answered: number[] = [];
    for (const key of [VALID_VOICE_KEY, LEGACY_KEY]) {
      answered.push(
        (await relay('/v1/user/subscription', key)).statusCode,
        (await relay('/v1/voices/add', key, { method: 'POST', ...encoded })).statusCode,
        (await relay(`/v1/text-to-speech/${CLONED_VOICE_ID}`, key, { method: 'POST', payload: speech })).statusCode,
        (await relay(`/v1/text-to-speech/${CLONED_VOICE_ID}`, key, { method: 'POST', payload: { text: SPOKEN_TEXT } }))
          .statusCode,
        (await relay(`/v1/voices/${CLONED_VOICE_ID}`, key, { method: 'DELETE' })).statusCode,
      );
    }
    // The provider quotes the wrong key back: the learner sees it, the log does not.
    const refused = await relay('/v1/user', LEGACY_KEY);
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toContain(LEGACY_KEY);
    answered.push((await relay('/v1/user', MALFORMED_KEY)).statusCode);
    await provider.close();
    answered.push(
      (await relay(`/v1/text-to-speech/${CLONED_VOICE_ID}`, VALID_VOICE_KEY, { method: 'POST', payload: speech }))
        .statusCode,
    );

    expect(answered).toEqual([200, 200, 200, 400, 200, 401, 401, 401, 400, 401, 400, 502]);
    // The log is not silent: every call has its lines, and the lost provider its warning.
    const relayLines = log.lines().filter((line) => JSON.stringify(line).includes(voiceCloningRelayPath));
    expect(relayLines.length).toBeGreaterThanOrEqual(answered.length);
    expect(log.lines().some((line) => line.msg === 'voice provider call failed')).toBe(true);

    for (const secret of [VALID_VOICE_KEY, LEGACY_KEY, MALFORMED_KEY, SPOKEN_TEXT, VOICE_DESCRIPTION]) {
      expect(log.text, secret).not.toContain(secret);
    }
  });
});
