import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { accountsEndpoints } from '@tolk/contracts/endpoints/accounts';
import { audioTracksEndpoints } from '@tolk/contracts/endpoints/audio-tracks';
import { routeGlob } from '../support/endpoints';
import { type AdminApi, expect, followNavLink, signIn, test } from '../support/fixtures';
import { LibraryApi } from '../support/library';
import { putLocalRecord } from '../support/local-stores';

declare global {
  interface Window {
    /** What the page's audio elements really did, recorded by the init script below. */
    playedAudio: { playing: number; furthest: number };
    /** Set once on the loaded page: still there means no reload happened since. */
    loadedOnce?: true;
  }
}

/**
 * Watches every audio element the app plays (the app's players are not in the DOM): counts its
 * 'playing' events and keeps the furthest currentTime reached, so a test knows sound really played.
 */
async function recordAudioPlayback(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.playedAudio = { playing: 0, furthest: 0 };
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!this.dataset.watched) {
        this.dataset.watched = '1';
        this.addEventListener('playing', () => {
          window.playedAudio.playing += 1;
        });
        this.addEventListener('timeupdate', () => {
          window.playedAudio.furthest = Math.max(window.playedAudio.furthest, this.currentTime);
        });
      }
      return play.call(this);
    };
  });
}

async function expectAudioPlayed(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.playedAudio.playing)).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => window.playedAudio.furthest)).toBeGreaterThan(0.2);
  await page.evaluate(() => {
    window.playedAudio = { playing: 0, furthest: 0 };
  });
}

/** A new learner signed in on the page, with the library API under the same account. */
async function signedInLearner(
  page: Page,
  adminApi: AdminApi,
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
) {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  const { token } = await adminApi.signInAs(account);
  return { account, library: new LibraryApi(await playwright.request.newContext({ baseURL }), token) };
}

const LOCAL_PHRASE = {
  id: '1764064800000',
  text: 'Hvor er toget?',
  translation: 'Где поезд?',
  originalAudioBlob: null,
  sourceLanguage: 'no',
  targetLanguage: 'ru',
  createdAt: '2026-11-25T10:00:00.000Z',
};
const TRAINER_NAME = 'Тренажёр 25.11.2026, 11:00:00';

test('offline, /phrases and /audio show and play what this device keeps, and say what needs a connection', async ({
  page,
  context,
  adminApi,
  playwright,
  baseURL,
}) => {
  const { account, library } = await signedInLearner(page, adminApi, playwright, baseURL);
  const saved = await library.savePhrase({
    text: 'God morgen',
    translation: 'Доброе утро',
    sourceLanguage: 'no',
    targetLanguage: 'ru',
  });
  await library.createTrack({ name: 'Morning track', phraseIds: [saved.id] });
  const clip = await library.speak('En, to, tre, fire, fem.', 'no');
  await recordAudioPlayback(page);

  // Online first: the pages' code is loaded (without a service worker nothing else would bring it),
  // and this device's stores get a phrase and a trainer, as the screens that record audio save them.
  await page.goto('/phrases');
  await expect(page.getByRole('checkbox', { name: 'Select phrase: God morgen' })).toBeVisible();
  await putLocalRecord(page, 'tolk-phrases', 'phrases', { ...LOCAL_PHRASE, translatedAudioBase64: clip });
  await followNavLink(page, 'Audio');
  await expect(page.getByText('Morning track', { exact: true })).toBeVisible();
  await putLocalRecord(page, 'tolk-audio-trainers', 'trainers', {
    id: '1764068400000',
    name: TRAINER_NAME,
    audioBase64List: [clip, clip],
  });
  await page.evaluate(() => {
    window.loadedOnce = true;
  });

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(banner).toContainText('translating, saving to the server and syncing need a connection');

  await followNavLink(page, 'Phrases');
  await expect(page).toHaveURL(/\/phrases$/);
  await expect(page.getByText(/Your phrases on the server need a connection/)).toBeVisible();
  const phrases = page.getByRole('region', { name: 'On this device' });
  await expect(phrases.getByText('Hvor er toget?')).toBeVisible();
  await expect(phrases.getByText('Где поезд?')).toBeVisible();
  await expect(phrases.getByText('Norwegian → Russian')).toBeVisible();
  await expect(phrases.getByText('Nov 25, 2026')).toBeVisible();
  // Delete, Clear All and Create Audio Track act on the server's list, which is not offered offline.
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear All' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Refresh' })).toHaveAttribute('title', 'Needs a connection');
  await phrases.getByRole('button', { name: 'Play “Hvor er toget?”' }).click();
  await expectAudioPlayed(page);

  await followNavLink(page, 'Audio');
  await expect(page).toHaveURL(/\/audio$/);
  await expect(page.getByText(/Your audio tracks are kept on the server and play from there/)).toBeVisible();
  await expect(page.getByText('Morning track', { exact: true })).toHaveCount(0);
  const trainers = page.getByRole('region', { name: 'On this device' });
  await trainers.getByRole('button', { name: `Play ${TRAINER_NAME}` }).click();
  await expect(trainers.getByText('Clip 1 of 2')).toBeVisible();
  await expectAudioPlayed(page);
  await expect(trainers.getByText('Clip 2 of 2')).toBeVisible({ timeout: 15_000 });
  await expect(trainers.getByText('2 clips')).toBeVisible({ timeout: 15_000 });

  // Still signed in, on the same page load: the session was kept, nothing reloaded.
  expect(await page.evaluate(() => window.loadedOnce)).toBe(true);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
  await expect(page.getByText(account.email)).toBeVisible();

  // Back online: the banner goes and the server's list comes back.
  const reloaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === audioTracksEndpoints.listTracks.path,
  );
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await reloaded;
  await expect(page.getByText('Morning track', { exact: true })).toBeVisible();
  await expect(page.getByText(/Your audio tracks are kept on the server/)).toHaveCount(0);
});

test('a 401 from /api/auth/me still ends the session', async ({ page, adminApi }) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await page.goto('/phrases');
  await expect(page.getByRole('heading', { name: 'My Phrases' })).toBeVisible();
  await page.route(routeGlob(accountsEndpoints.me), (route) =>
    route.fulfill({
      status: 401,
      json: { code: 'UNAUTHENTICATED', error: 'Your session has expired. Please sign in again' },
    }),
  );
  await followNavLink(page, 'Audio');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

test.describe('on a phone, with the service worker in control', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the app opens offline from a fresh load and plays a stored trainer and phrase', async ({
    page,
    context,
    adminApi,
    playwright,
    baseURL,
  }) => {
    const { library } = await signedInLearner(page, adminApi, playwright, baseURL);
    const clip = await library.speak('En, to, tre, fire, fem.', 'no');
    await recordAudioPlayback(page);

    // One visit online installs the worker, which precaches the whole app before it takes control.
    // The pages create their stores on this device as they open; the records go in as the app saves them.
    await page.goto('/phrases');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await putLocalRecord(page, 'tolk-phrases', 'phrases', { ...LOCAL_PHRASE, translatedAudioBase64: clip });
    await page.goto('/audio');
    await putLocalRecord(page, 'tolk-audio-trainers', 'trainers', {
      id: '1764068400000',
      name: TRAINER_NAME,
      audioBase64List: [clip],
    });

    await context.setOffline(true);
    try {
      // Full page loads, not client-side navigation: only the worker can answer them.
      await page.goto('/audio');
      await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
      const trainers = page.getByRole('region', { name: 'On this device' });
      await trainers.getByRole('button', { name: `Play ${TRAINER_NAME}` }).click();
      await expectAudioPlayed(page);

      await page.goto('/phrases');
      const phrases = page.getByRole('region', { name: 'On this device' });
      await expect(phrases.getByText('Hvor er toget?')).toBeVisible();
      await phrases.getByRole('button', { name: 'Play “Hvor er toget?”' }).click();
      await expectAudioPlayed(page);
      // Signed in all along: the session survived loads that could not reach the server.
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
    } finally {
      await context.setOffline(false);
    }
  });
});
