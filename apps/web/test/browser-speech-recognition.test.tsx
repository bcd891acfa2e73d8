import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LanguageCode } from '@tolk/contracts/languages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recognitionRoute } from '../src/entities/engines/recognition-route';
import { InterfaceLanguageScope } from '../src/entities/interface-language/interface-language-scope';
import { interfaceLanguageStore } from '../src/entities/interface-language/interface-language-store';
import { findPair, languagePairStore } from '../src/entities/language-pair/language-pair-store';
import { DialoguePage } from '../src/features/dialogue/pages/dialogue-page';
import { SpeechTranslatePage } from '../src/features/translation/pages/speech-translate-page';
import { SpokenPracticeDialog } from '../src/features/vocabulary/components/spoken-practice-dialog';
import {
  BrowserRecognitionError,
  browserRecognitionSupported,
  listen,
  recognitionLocale,
  recognitionPlace,
  recognitionVendor,
} from '../src/shared/speech-recognition/browser-recognition';
import { dialogueEntry, dialogueRoutes, messageBox } from './support/dialogue';
import { enginesAnswer, eventStream, FAKE_MP3_BASE64, fakeApi, ok, signIn } from './support/fake-api';
import { renderScreen } from './support/render-screen';

/** What the scripted recogniser does once started: say words (final results), fail, or hear nothing. */
type Script = { say: string[] } | { fail: string } | { silence: true };

/**
 * A scripted stand-in for the browser's SpeechRecognition: it records how it was set up and, once
 * started, answers as the script says when stopped (the real one delivers results while listening
 * and ends after stop()).
 */
function installFakeRecognition(options: {
  script: Script;
  available?: (request: { langs: string[]; processLocally: boolean }) => Promise<string>;
  install?: (request: { langs: string[]; processLocally: boolean }) => Promise<boolean>;
  name?: 'SpeechRecognition' | 'webkitSpeechRecognition';
}) {
  const started: FakeRecognition[] = [];
  class FakeRecognition {
    lang = '';
    continuous = false;
    interimResults = true;
    maxAlternatives = 5;
    processLocally = false;
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: { error: string; message?: string }) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      started.push(this);
    }
    stop() {
      const { script } = options;
      if ('say' in script) {
        const results = script.say.map((transcript) => Object.assign([{ transcript }], { isFinal: true }));
        // One interim result that never became final is not part of the answer.
        const interim = Object.assign([{ transcript: 'ignored' }], { isFinal: false });
        this.onresult?.({ resultIndex: 0, results: [...results, interim] });
      } else if ('fail' in script) {
        this.onerror?.({ error: script.fail });
      } else {
        this.onerror?.({ error: 'no-speech' });
      }
      this.onend?.();
    }
    abort() {
      this.onerror?.({ error: 'aborted' });
      this.onend?.();
    }
    static available = options.available;
    static install = options.install;
  }
  const name = options.name ?? 'webkitSpeechRecognition';
  Object.defineProperty(window, name, { value: FakeRecognition, configurable: true, writable: true });
  return {
    started,
    restore: () => {
      delete (window as unknown as Record<string, unknown>)[name];
    },
  };
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('the browser recogniser module', () => {
  it('is detected only where the browser has one, under either name', () => {
    expect(browserRecognitionSupported()).toBe(false);
    restore = installFakeRecognition({ script: { silence: true }, name: 'SpeechRecognition' }).restore;
    expect(browserRecognitionSupported()).toBe(true);
  });

  it('asks for the language by its BCP 47 tag', () => {
    const tags = (['no', 'ru', 'en', 'zh', 'pt'] as LanguageCode[]).map(recognitionLocale);
    expect(tags).toEqual(['nb-NO', 'ru-RU', 'en-US', 'zh-CN', 'pt-PT']);
  });

  it('listens continuously in the language and joins the final results', async () => {
    const fake = installFakeRecognition({ script: { say: [' Hei ', 'på deg'] } });
    restore = fake.restore;
    const listening = listen({ language: 'no', place: { kind: 'vendor', vendor: 'Google' } });
    expect(fake.started).toHaveLength(1);
    expect(fake.started[0]).toMatchObject({
      lang: 'nb-NO',
      continuous: true,
      interimResults: false,
      processLocally: false,
    });
    listening.stop();
    await expect(listening.result).resolves.toBe('Hei på deg');
  });

  it('processes locally when the place is this device', async () => {
    const fake = installFakeRecognition({ script: { say: ['hola'] } });
    restore = fake.restore;
    const listening = listen({ language: 'es', place: { kind: 'device' } });
    expect(fake.started[0]).toMatchObject({ lang: 'es-ES', processLocally: true });
    listening.stop();
    await expect(listening.result).resolves.toBe('hola');
  });

  it('hears nothing as an empty result, and names the other failures', async () => {
    const place = { kind: 'vendor', vendor: null } as const;
    restore = installFakeRecognition({ script: { silence: true } }).restore;
    const quiet = listen({ language: 'en', place });
    quiet.stop();
    await expect(quiet.result).resolves.toBe('');
    for (const [error, kind] of [
      ['not-allowed', 'denied'],
      ['language-not-supported', 'language'],
      ['network', 'network'],
      ['bad-grammar', 'failed'],
    ] as const) {
      restore();
      restore = installFakeRecognition({ script: { fail: error } }).restore;
      const listening = listen({ language: 'en', place });
      listening.stop();
      const failure = await listening.result.catch((cause: unknown) => cause);
      expect(failure).toBeInstanceOf(BrowserRecognitionError);
      expect((failure as BrowserRecognitionError).kind).toBe(kind);
    }
  });

  it('says on the device only when the browser reports the language available locally', async () => {
    const asked: unknown[] = [];
    const install = vi.fn(async () => true);
    const answers: Record<string, string> = { 'nb-NO': 'available', 'ru-RU': 'downloadable', 'th-TH': 'unavailable' };
    restore = installFakeRecognition({
      script: { silence: true },
      available: async (request) => {
        asked.push(request);
        return answers[request.langs[0] ?? ''] ?? 'unavailable';
      },
      install,
    }).restore;
    expect(await recognitionPlace('no')).toEqual({ kind: 'device' });
    expect(asked[0]).toEqual({ langs: ['nb-NO'], processLocally: true });
    // A language pack to download is installed for next time; this time the recording goes away.
    expect((await recognitionPlace('ru')).kind).toBe('vendor');
    expect(install).toHaveBeenCalledWith({ langs: ['ru-RU'], processLocally: true });
    expect((await recognitionPlace('th')).kind).toBe('vendor');
  });

  it('without on-device support, sends to the maker named by the user agent', async () => {
    restore = installFakeRecognition({ script: { silence: true } }).restore;
    expect(await recognitionPlace('no')).toMatchObject({ kind: 'vendor' });
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const edge = `${chrome} Edg/131.0.0.0`;
    const safari =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
    expect(
      [chrome, edge, safari, 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'].map(
        recognitionVendor,
      ),
    ).toEqual(['Google', 'Microsoft', 'Apple', null]);
  });

  it('comes last: the server when it recognises the language, else the browser, else nobody', () => {
    expect(recognitionRoute(true, true)).toBe('server');
    expect(recognitionRoute(true, false)).toBe('server');
    expect(recognitionRoute(false, true)).toBe('browser');
    expect(recognitionRoute(false, false)).toBe('none');
  });
});

describe('the speech translator with only the browser recognising', () => {
  const noRecognition = () => enginesAnswer({ languages: ['en'] });

  it('keeps Record enabled, says who recognises, and translates the words the browser heard', async () => {
    const fake = installFakeRecognition({ script: { say: ['God morgen'] } });
    restore = fake.restore;
    languagePairStore.set(findPair('no-ru') ?? null);
    const api = fakeApi({
      'GET /api/engines': () => ok(noRecognition()),
      'POST /api/text-translate': () => ok({ translation: 'Доброе утро', engine: 'apertium' }),
      'POST /api/text-to-speech': () =>
        ok({ audioBase64: FAKE_MP3_BASE64, mimeType: 'audio/mpeg', engine: 'espeak-ng' }),
      'POST /api/stats/practice-time': () => ok({ success: true, minutesRecorded: 1 }),
    });
    signIn();
    renderScreen(<SpeechTranslatePage />);
    const notice = await screen.findByTestId('browser-recognition-notice');
    expect(notice.textContent).toContain('Your browser recognises Norwegian.');
    await waitFor(() => expect(notice.textContent).toContain('It sends the recording to its maker to recognise it.'));
    const record = screen.getByRole('button', { name: 'Record' }) as HTMLButtonElement;
    expect(record.disabled).toBe(false);
    fireEvent.click(record);
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    await screen.findByText('Доброе утро');
    expect(fake.started[0]?.lang).toBe('nb-NO');
    expect(api.calls('POST /api/text-translate')[0]?.body).toEqual({ text: 'God morgen', direction: 'no-ru' });
    expect(api.calls('POST /api/speech-translate')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'You said · Norwegian' }).parentElement?.textContent).toContain(
      'God morgen',
    );
  });

  it('says where the recording goes in the interface language (Russian, on the device)', async () => {
    restore = installFakeRecognition({
      script: { silence: true },
      available: async (request) =>
        request.processLocally && request.langs[0] === 'sv-SE' ? 'available' : 'unavailable',
    }).restore;
    languagePairStore.set(findPair('sv-no') ?? null);
    interfaceLanguageStore.set('ru');
    fakeApi({ 'GET /api/engines': () => ok(noRecognition()) });
    signIn();
    renderScreen(
      <InterfaceLanguageScope scope="guarded">
        <SpeechTranslatePage />
      </InterfaceLanguageScope>,
    );
    const notice = await screen.findByTestId('browser-recognition-notice');
    await waitFor(() =>
      expect(notice.textContent).toBe(
        'Ваш браузер распознаёт язык «Шведский». Распознавание идёт на этом устройстве: запись никуда не отправляется.',
      ),
    );
    expect((screen.getByRole('button', { name: 'Записать' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('still records for the server when it recognises the language', async () => {
    restore = installFakeRecognition({ script: { say: ['God morgen'] } }).restore;
    languagePairStore.set(findPair('no-ru') ?? null);
    fakeApi({ 'GET /api/engines': () => ok(enginesAnswer()) });
    signIn();
    renderScreen(<SpeechTranslatePage />);
    await screen.findByRole('button', { name: 'Record' });
    await waitFor(() => expect(screen.queryByTestId('browser-recognition-notice')).toBeNull());
  });
});

describe('the dialogue with only the browser recognising', () => {
  it('puts the words the browser heard in the box and, in live mode, sends them', async () => {
    const fake = installFakeRecognition({ script: { say: ['Hvor ligger stasjonen?'] } });
    restore = fake.restore;
    const api = fakeApi(
      dialogueRoutes({
        'GET /api/engines': () => ok(enginesAnswer({ languages: ['en'] })),
        'POST /api/dialogue/chat/stream': () => {
          const entry = dialogueEntry({ userMessage: 'Hvor ligger stasjonen?', gptResponse: 'Rett fram.' });
          const stream = eventStream();
          stream.send('delta', { text: entry.gptResponse });
          stream.send('entry', { entry });
          stream.close();
          return stream.answer;
        },
      }),
    );
    signIn();
    renderScreen(<DialoguePage />);
    await screen.findByRole('heading', { level: 1, name: 'GPT Dialogue' });
    expect((await screen.findByTestId('browser-recognition-notice')).textContent).toContain(
      'Your browser recognises Norwegian.',
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Live mode' }));
    fireEvent.click(screen.getByRole('button', { name: 'Record a message' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop recording' }));
    await waitFor(() => expect(api.calls('POST /api/dialogue/chat/stream')).toHaveLength(1), { timeout: 3_000 });
    expect(api.calls('POST /api/dialogue/chat/stream')[0]?.body).toMatchObject({
      message: 'Hvor ligger stasjonen?',
      languageCode: 'no',
    });
    expect(api.calls('POST /api/audio/transcribe')).toHaveLength(0);
    expect(fake.started[0]?.lang).toBe('nb-NO');
    expect(messageBox().value).toBe('');
  });
});

describe('spoken practice with only the browser recognising', () => {
  it('sends the words the browser heard to heard-review and shows the outcome', async () => {
    const id = '6f1d3c1e-2a4b-4c5d-8e9f-0a1b2c3d4e5f';
    const now = new Date().toISOString();
    const card = {
      state: 'new',
      due: now,
      stability: 0,
      difficulty: 0,
      scheduledDays: 0,
      reps: 0,
      lapses: 0,
      lastReview: null,
    };
    const fake = installFakeRecognition({ script: { say: ['Katt!'] } });
    restore = fake.restore;
    const api = fakeApi({
      'GET /api/engines': () => ok(enginesAnswer({ languages: ['en'] })),
      'GET /api/unified-dictionary/practice-words': () =>
        ok({
          success: true,
          words: [
            {
              id,
              word: 'katt',
              language: 'no',
              targetLanguage: 'en',
              expected: 'cat',
              acceptedAnswers: ['cat'],
              expectedSource: 'hand',
              partOfSpeech: 'noun',
              definition: null,
              example: null,
              kind: 'new',
              card,
              audioUrl: `/api/unified-dictionary/audio/${id}?language=no`,
            },
          ],
          dueCount: 0,
          newCount: 1,
          untranslatable: 0,
        }),
      [`POST /api/unified-dictionary/heard-review/${id}`]: () =>
        ok({
          success: true,
          id,
          isCorrect: true,
          recognizedText: 'Katt!',
          expectedText: 'katt',
          confidence: 1,
          engine: 'browser',
          rating: 'good',
          card: { ...card, state: 'learning', reps: 1, lastReview: now },
          nextReviewAt: now,
          changes: { studyList: [], cards: ['no'] },
        }),
    });
    signIn();
    renderScreen(<SpokenPracticeDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Spoken Practice' }, { timeout: 10_000 });
    await waitFor(() =>
      expect(dialog.querySelector('[data-testid=browser-recognition-notice]')?.textContent).toContain(
        'Your browser recognises Norwegian.',
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Record' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    await screen.findByText('Heard: Katt!');
    expect(dialog.querySelector('[data-outcome]')?.getAttribute('data-outcome')).toBe('correct');
    expect(api.calls(`POST /api/unified-dictionary/heard-review/${id}`)[0]?.body).toMatchObject({
      recognizedText: 'Katt!',
      expectedLanguage: 'no',
    });
    expect(api.calls(`POST /api/unified-dictionary/speech-review/${id}`)).toHaveLength(0);
    expect(fake.started[0]?.lang).toBe('nb-NO');
  });
});
