import type { LanguageCode } from '@tolk/contracts/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineError } from '../../../src/engines/engine-error';
import { createApertiumTranslator } from '../../../src/engines/translation/apertium-translator';
import type { Translator } from '../../../src/engines/translation/translator';
import { type ApertiumServer, apertiumAvailable, startApertiumServer } from '../../support/apertium-server';

const signal = () => AbortSignal.timeout(10_000);

/** Real translations by a real Apertium (Debian packages): the words a correct translation must contain. */
const CASES: { from: LanguageCode; to: LanguageCode; text: string; expectWords: RegExp[] }[] = [
  { from: 'en', to: 'es', text: 'Hello, how are you?', expectWords: [/Hola/, /cómo/] },
  { from: 'en', to: 'es', text: 'The house is big and the dog is small.', expectWords: [/casa/, /perro/, /pequeño/] },
  { from: 'es', to: 'en', text: 'Buenos días, ¿cómo estás?', expectWords: [/Good morning/i, /how/i] },
  { from: 'es', to: 'en', text: 'El perro come pan en la casa.', expectWords: [/dog/, /bread/, /house/] },
  {
    from: 'no',
    to: 'sv',
    text: 'Jeg har mange bøker, og jeg leser hver dag.',
    expectWords: [/Jag/, /böcker/, /läser/],
  },
  { from: 'sv', to: 'no', text: 'Jag heter Anna och bor i Stockholm.', expectWords: [/Jeg/, /og/, /Stockholm/] },
  { from: 'no', to: 'da', text: 'Jeg har mange bøker, og jeg leser hver dag.', expectWords: [/bøger/, /læser/] },
  { from: 'da', to: 'no', text: 'Jeg har mange bøger, og jeg læser hver dag.', expectWords: [/bøker/, /leser/] },
];

describe.skipIf(!apertiumAvailable())('Apertium translator against a real APy', () => {
  let server: ApertiumServer;
  let apertium: Translator;

  beforeAll(async () => {
    server = await startApertiumServer();
    apertium = createApertiumTranslator({ url: server.url });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each(CASES)('translates $from→$to: $text', async ({ from, to, text, expectWords }) => {
    const translation = await apertium.translate({ text, from, to, signal: AbortSignal.timeout(10_000) });
    console.log(`apertium ${from}→${to}: ${text} → ${translation}`);
    for (const word of expectWords) expect(translation).toMatch(word);
    expect(translation).not.toBe(text);
  });

  it('serves exactly the installed pairs', async () => {
    for (const [from, to] of [
      ['en', 'es'],
      ['es', 'en'],
      ['no', 'sv'],
      ['sv', 'no'],
      ['no', 'da'],
      ['da', 'no'],
    ] as const) {
      expect(await apertium.supports(from, to, signal()), `${from}→${to}`).toBe(true);
    }
    for (const [from, to] of [
      ['en', 'ja'],
      ['en', 'no'],
      ['sv', 'da'],
      ['es', 'es'],
    ] as const) {
      expect(await apertium.supports(from, to, signal()), `${from}→${to}`).toBe(false);
    }
  });

  it('shows learners no unknown-word marks nor the gaps of dropped pronouns', async () => {
    // Apertium marks 'xyzzy' and 'spreadsheets' as unknown and drops 'they' in Spanish.
    const text = 'The xyzzy photocopied the spreadsheets while they were eating.';
    const translation = await apertium.translate({ text, from: 'en', to: 'es', signal: AbortSignal.timeout(10_000) });
    console.log(`apertium en→es: ${text} → ${translation}`);
    expect(translation).toContain('xyzzy');
    expect(translation).not.toMatch(/[*#@]/);
    expect(translation).not.toMatch(/ {2}/);
  });

  it('keeps a long text intact (sent as a form body, not in the URL)', async () => {
    const text = Array.from({ length: 120 }, () => 'The dog eats bread.').join(' ');
    const translation = await apertium.translate({ text, from: 'en', to: 'es', signal: AbortSignal.timeout(10_000) });
    expect(translation.match(/perro/g)).toHaveLength(120);
  });

  it("refuses a pair APy lacks as 'unsupported'", async () => {
    const error = await apertium
      .translate({ text: 'Hello', from: 'en', to: 'ja', signal: AbortSignal.timeout(10_000) })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ engine: 'apertium', failure: 'unsupported' });
  });

  it('reports itself UP', async () => {
    expect(await apertium.probe()).toMatchObject({ status: 'UP' });
  });
});
