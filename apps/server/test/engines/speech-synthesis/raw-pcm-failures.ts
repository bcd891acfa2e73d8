import type { ServerResponse } from 'node:http';
import type { LanguageCode } from '@tolk/contracts/languages';
import { afterEach, describe, expect, test } from 'vitest';
import type { EngineFailure } from '../../../src/engines/engine-error';
import type { SpeechSynthesizer } from '../../../src/engines/speech-synthesis/speech-synthesizer';
import { failureOf } from '../../support/engine-failure';
import { closedPortOrigin, type FakeServer, pcmTone, startFakeServer } from './fake-http-server';

type Answer = (response: ServerResponse) => void;

/** Answers a raw-PCM adapter must refuse or report, whichever provider it speaks to. */
const BROKEN_ANSWERS: [name: string, answer: Answer, failure: EngineFailure][] = [
  [
    'an odd byte count',
    (r) => r.writeHead(200, { 'content-type': 'audio/pcm' }).end(Buffer.from([1, 2, 3])),
    'malformed',
  ],
  ['an empty body', (r) => r.writeHead(200, { 'content-type': 'audio/pcm' }).end(), 'malformed'],
  [
    'an HTML page with 200',
    (r) => r.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Sign in</body></html>'),
    'malformed',
  ],
  ['JSON with 200', (r) => r.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'), 'malformed'],
  [
    'a WAV file instead of raw PCM',
    (r) => r.writeHead(200, { 'content-type': 'audio/wav' }).end(Buffer.concat([Buffer.from('RIFF'), pcmTone(100)])),
    'malformed',
  ],
  [
    'an MP3 file instead of raw PCM',
    (r) => r.writeHead(200, { 'content-type': 'audio/mpeg' }).end(Buffer.concat([Buffer.from('ID3'), pcmTone(100)])),
    'malformed',
  ],
  [
    'a 502 gateway page',
    (r) => r.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'),
    'provider-error',
  ],
  ['a 503', (r) => r.writeHead(503).end('overloaded'), 'provider-error'],
  ['a 429 quota answer', (r) => r.writeHead(429, { 'content-type': 'application/json' }).end('{}'), 'rejected'],
];

/**
 * The failures every raw-PCM speech adapter shares: broken answers, a server that never answers
 * or stalls mid-body, and no server at all. `create` builds the adapter for a server origin.
 */
export function describeRawPcmFailures(create: (origin: string) => SpeechSynthesizer, language: LanguageCode): void {
  describe('failures', () => {
    let server: FakeServer | undefined;
    afterEach(async () => {
      await server?.close();
      server = undefined;
    });
    const synthesize = (synthesizer: SpeechSynthesizer, signal = AbortSignal.timeout(5_000)) =>
      synthesizer.synthesize({ text: 'Hello there', language, signal });

    test.each(BROKEN_ANSWERS)('%s → %s', async (_name, answer, failure) => {
      server = await startFakeServer((_request, response) => answer(response));
      expect((await failureOf(synthesize(create(server.origin)))).failure).toBe(failure);
    });

    test('a server that never answers → timeout when the signal fires', async () => {
      server = await startFakeServer(() => undefined);
      const started = performance.now();
      expect((await failureOf(synthesize(create(server.origin), AbortSignal.timeout(200)))).failure).toBe('timeout');
      expect(performance.now() - started).toBeLessThan(2_000);
    });

    test('a server that stalls after the headers → timeout', async () => {
      server = await startFakeServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'audio/pcm' });
        response.write(pcmTone(1_000));
      });
      expect((await failureOf(synthesize(create(server.origin), AbortSignal.timeout(300)))).failure).toBe('timeout');
    });

    test('nothing listening → unreachable', async () => {
      expect((await failureOf(synthesize(create(await closedPortOrigin())))).failure).toBe('unreachable');
    });

    test('the probe reports a dead server DOWN', async () => {
      const probe = await create(await closedPortOrigin()).probe();
      expect(probe.status).toBe('DOWN');
      expect(probe.error).toMatch(/unreachable/);
    });
  });
}
