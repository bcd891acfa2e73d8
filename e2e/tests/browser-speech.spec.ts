import type { Page } from '@playwright/test';
import { translationEndpoints } from '@tolk/contracts/endpoints/translation';
import { vocabularyEndpoints } from '@tolk/contracts/endpoints/vocabulary';
import type { EnginesResponse } from '@tolk/contracts/engines';
import { E2E_PARTNER_REPLY } from '../support/constants';
import { isCallTo, routeGlob } from '../support/endpoints';
import { expect, signIn, test } from '../support/fixtures';
import { presetLanguages, translationAudio } from '../support/preferences';

/*
 * Speech recognition in the browser (docs/product.md): where the server recognises nothing in a
 * language, the browser's Web Speech API listens instead. The e2e server's recogniser serves every
 * language, so GET /api/engines is answered by the real server with English and Norwegian taken
 * out of its recognition languages; everything after that (text translation, the dialogue, the
 * review) goes to the real server. The browser's recogniser is a scripted stand-in: it "hears" a
 * fixed sentence per language, and recognises Norwegian on the device (English at its maker's).
 */

const NOT_RECOGNISED_BY_SERVER = ['en', 'no'];
const HEARD: Record<string, string> = {
  'en-US': 'Good morning',
  'nb-NO': 'Hvor ligger stasjonen?',
};

async function withoutServerRecognition(page: Page) {
  await page.route(routeGlob(translationEndpoints.engines), async (route) => {
    const response = await route.fetch();
    const engines = (await response.json()) as EnginesResponse;
    engines.speechRecognition.languages = engines.speechRecognition.languages.filter(
      (language) => !NOT_RECOGNISED_BY_SERVER.includes(language),
    );
    await route.fulfill({ response, json: engines });
  });
}

/** The scripted SpeechRecognition: what it was started with is kept in window.__recognitions. */
async function scriptedRecogniser(page: Page, heard: Record<string, string>) {
  await page.addInitScript((sentences) => {
    type Started = { lang: string; continuous: boolean; processLocally: boolean };
    const started: Started[] = [];
    (window as unknown as { __recognitions: Started[] }).__recognitions = started;
    class ScriptedRecognition {
      lang = '';
      continuous = false;
      interimResults = true;
      maxAlternatives = 1;
      processLocally = false;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        started.push({ lang: this.lang, continuous: this.continuous, processLocally: this.processLocally });
      }
      stop() {
        // A test may change what is heard (window.__heard) before the page starts.
        const transcript = ((window as unknown as { __heard?: Record<string, string> }).__heard ?? sentences)[
          this.lang
        ];
        if (transcript) {
          const result = Object.assign([{ transcript, confidence: 0.9 }], { isFinal: true });
          this.onresult?.({ resultIndex: 0, results: [result] });
        } else {
          this.onerror?.({ error: 'language-not-supported' });
        }
        setTimeout(() => this.onend?.(), 0);
      }
      abort() {
        this.onerror?.({ error: 'aborted' });
        setTimeout(() => this.onend?.(), 0);
      }
      static async available(options: { langs: string[]; processLocally: boolean }) {
        return options.processLocally && options.langs.every((lang) => lang === 'nb-NO') ? 'available' : 'unavailable';
      }
    }
    // Chromium has both names natively: the stand-in takes both.
    for (const name of ['SpeechRecognition', 'webkitSpeechRecognition']) {
      Object.defineProperty(window, name, { value: ScriptedRecognition, configurable: true, writable: true });
    }
  }, heard);
}

async function recognitions(page: Page) {
  return page.evaluate(
    () => (window as unknown as { __recognitions: { lang: string; processLocally: boolean }[] }).__recognitions,
  );
}

async function shoot(page: Page, name: string, target = page.getByTestId('browser-recognition-notice').first()) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.beforeEach(async ({ page }) => {
  await withoutServerRecognition(page);
  await scriptedRecogniser(page, HEARD);
});

test('speech translation: the browser hears English (sent to Google, and says so) and the server translates it', async ({
  page,
  adminApi,
}) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await presetLanguages(page, { selectedLanguagePair: 'en-es' });
  await page.goto('/speechtranslate');
  await expect(page.getByRole('heading', { level: 1, name: 'Speech Translate' })).toBeVisible();

  const notice = page.getByTestId('browser-recognition-notice');
  await expect(notice).toContainText('Your browser recognises English.');
  await expect(notice).toContainText('It sends the recording to Google to recognise it.');
  const record = page.getByRole('button', { name: 'Record' });
  await expect(record).toBeEnabled();
  await shoot(page, 'speech-translate');

  const translated = page.waitForResponse((response) => isCallTo(response.url(), translationEndpoints.translateText));
  await record.click();
  await expect(page.getByText(/Recording \d:\d\d/)).toBeVisible();
  await page.getByRole('button', { name: 'Stop' }).click();
  expect((await translated).status()).toBe(200);
  await expect(page.getByText('Good morning', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Buenos' })).toContainText(/Buenos días/i);
  await expect.poll(async () => (await translationAudio(page)).played, { timeout: 20_000 }).toBe(true);
  expect(await recognitions(page)).toEqual([expect.objectContaining({ lang: 'en-US', processLocally: false })]);
});

test("the dialogue's live mode sends what the browser heard on the device", async ({ page, adminApi }) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await page.goto('/gpt-dialogue');
  await expect(page.getByRole('heading', { level: 1, name: 'GPT Dialogue' })).toBeVisible();
  const notice = page.getByTestId('browser-recognition-notice');
  await expect(notice).toContainText('Your browser recognises Norwegian.');
  await expect(notice).toContainText('It does so on this device: the recording stays here.');
  await shoot(page, 'dialogue');

  const live = page.getByRole('switch', { name: 'Live mode' });
  await live.click();
  await expect(live).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Record a message' }).click();
  await page.getByRole('button', { name: 'Stop recording' }).click();
  // Sent by itself after a second: the real server's dialogue partner answers it.
  await expect(page.getByText('Hvor ligger stasjonen?').first()).toBeVisible();
  await expect(page.getByText(E2E_PARTNER_REPLY).first()).toBeVisible({ timeout: 30_000 });
  expect(await recognitions(page)).toEqual([expect.objectContaining({ lang: 'nb-NO', processLocally: true })]);
});

test('spoken practice: the word the browser heard is checked and reviewed by the server', async ({
  page,
  adminApi,
}) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  // The recogniser hears the word itself this time.
  await page.addInitScript(() => {
    (window as unknown as { __heard: Record<string, string> }).__heard = { 'nb-NO': 'Sol.' };
  });
  await page.goto('/vocabulary');
  await page.getByRole('button', { name: 'Add word' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a word' });
  await dialog.getByLabel('Word', { exact: true }).fill('sol');
  await dialog.getByLabel('Language', { exact: true }).selectOption('no');
  await dialog.getByLabel('Translation into English').fill('sun');
  await dialog.getByRole('button', { name: 'Add to my list' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Spoken Practice' }).click();
  const spoken = page.getByRole('dialog', { name: 'Spoken Practice' });
  await expect(spoken.locator('p[lang="no"]').first()).toHaveText('sol');
  await expect(spoken.getByTestId('browser-recognition-notice')).toContainText('on this device');
  await shoot(page, 'spoken-practice', spoken.getByTestId('browser-recognition-notice'));
  const reviewed = page.waitForResponse((response) => isCallTo(response.url(), vocabularyEndpoints.heardReview));
  await spoken.getByRole('button', { name: 'Record' }).click();
  await spoken.getByRole('button', { name: 'Stop' }).click();
  const review = await reviewed;
  expect(review.status()).toBe(200);
  expect(await review.json()).toMatchObject({
    isCorrect: true,
    recognizedText: 'Sol.',
    expectedText: 'sol',
    engine: 'browser',
    card: { reps: 1 },
  });
  await expect(spoken.getByText('Heard: Sol.')).toBeVisible();
  await expect(spoken.locator('[data-outcome]')).toHaveAttribute('data-outcome', 'correct');
  expect(await recognitions(page)).toEqual([expect.objectContaining({ lang: 'nb-NO', processLocally: true })]);
});
