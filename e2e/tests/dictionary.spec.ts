import type { Page, TestInfo } from '@playwright/test';
import { dictionaryEndpoints } from '@tolk/contracts/endpoints/dictionary';
import { isCallTo, routeGlob } from '../support/endpoints';
import { waitForEnglishDictionary } from '../support/english-dictionary';
import { type AdminApi, expect, signIn, test } from '../support/fixtures';
import { presetLanguages } from '../support/preferences';

const STUDIED = 'On your study list';
/** WordNet's first sense of 'house', as the English dictionary imported at start-up has it. */
const HOUSE_SENSE = /a dwelling that serves as living quarters for one or more families/;

/** A new learner signed in, the interface in English. */
async function signedInLearner(page: Page, adminApi: AdminApi, selectedLanguagePair?: string) {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await presetLanguages(page, { interfaceLanguage: 'en', selectedLanguagePair });
  return account;
}

/** A screenshot kept with the test's results, to look at the page at each width. */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.describe('dictionary', () => {
  // The first test waits for the WordNet import of a fresh server.
  test.describe.configure({ timeout: 300_000 });

  test('a word of a translation opens its entry, joins the study list and shows marked there and in phrases', async ({
    page,
    adminApi,
    request,
  }) => {
    const account = await signedInLearner(page, adminApi, 'es-en');
    await waitForEnglishDictionary(request, (await adminApi.signInAs(account)).token);
    await page.goto('/texttranslate');

    const box = page.getByRole('textbox', { name: /Text · Spanish/ });
    await box.fill('La casa es grande.');
    await box.press('Enter');
    // Apertium translates for real; its English words are clickable.
    const result = page.getByRole('status').filter({ hasText: 'house' });
    const house = result.getByRole('button', { name: 'house', exact: true });
    await expect(house).toBeVisible({ timeout: 20_000 });
    await expect(house).not.toHaveAccessibleDescription(STUDIED);

    await house.click();
    const dialog = page.getByRole('dialog', { name: 'house' });
    await expect(dialog.getByText('Added to your study list')).toBeVisible();
    await expect(dialog.getByText(HOUSE_SENSE)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    // Focus goes back to the word, now marked as studied.
    await expect(house).toBeFocused();
    await expect(house).toHaveAccessibleDescription(STUDIED);

    // Saved, the phrase shows the same words, with the same mark, on My Phrases.
    await page.getByRole('button', { name: 'Save Phrase' }).click();
    await expect(page.getByRole('button', { name: 'Phrase saved!' })).toBeVisible({ timeout: 20_000 });
    await page.goto('/phrases');
    await expect(page.getByRole('button', { name: 'house', exact: true })).toHaveAccessibleDescription(STUDIED);
    await expect(page.getByRole('checkbox', { name: 'La casa es grande.' })).toBeVisible();

    // A second look-up finds the word already studied.
    await page.getByRole('button', { name: 'house', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'house' }).getByText('Already studying')).toBeVisible();
  });

  for (const { width, height } of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`on /demo at ${width} px, 'house' shows a noun with IPA and definitions, then shows as studied`, async ({
      page,
      adminApi,
      request,
    }, testInfo) => {
      await page.setViewportSize({ width, height });
      const account = await signedInLearner(page, adminApi);
      await waitForEnglishDictionary(request, (await adminApi.signInAs(account)).token);
      await page.goto('/demo');
      await expect(page.getByRole('heading', { level: 1, name: 'Dictionary demo' })).toBeVisible();
      for (const language of ['Norwegian', 'Russian', 'English']) {
        await expect(page.getByRole('heading', { name: `Sample text in ${language}` })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: 'bøkene', exact: true })).toBeVisible();
      await screenshot(page, testInfo, `demo-${width}`);

      const house = page.getByRole('button', { name: 'house', exact: true });
      await house.click();
      const dialog = page.getByRole('dialog', { name: 'house' });
      await expect(dialog.getByText(HOUSE_SENSE)).toBeVisible();
      await screenshot(page, testInfo, `entry-${width}`);
      await dialog.getByText('Looked up 1 time').scrollIntoViewIfNeeded();
      await screenshot(page, testInfo, `entry-end-${width}`);
      await expect(dialog.getByText('noun', { exact: true }).first()).toBeVisible();
      // WordNet has no pronunciation: eSpeak NG writes the IPA.
      await expect(dialog.getByText(/^\/.*h.*s\/$/)).toBeVisible();
      await expect(dialog.getByText('Added to your study list')).toBeVisible();
      await expect(dialog.getByRole('link', { name: /WordNet/ })).toBeVisible();
      // The entry scrolls inside a dialog of at most 90% of the screen's height.
      const box = await dialog.boundingBox();
      expect(box?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(height * 0.9 + 1);
      expect(box?.width ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(width);

      // The play button fetches the word's audio with the learner's token.
      const audio = page.waitForResponse((response) => isCallTo(response.url(), dictionaryEndpoints.wordAudio));
      await dialog.getByRole('button', { name: 'Play “house”' }).click();
      expect((await audio).status()).toBe(200);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(house).toHaveAccessibleDescription(STUDIED);
    });
  }

  test('a word in a language with no dictionary says none is installed (not "check the spelling"), and Retry asks again', async ({
    page,
    adminApi,
  }, testInfo) => {
    await signedInLearner(page, adminApi);
    await page.goto('/demo');
    // No Russian dictionary is installed on the e2e server, nor a chat model to write an entry.
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (isCallTo(request.url(), dictionaryEndpoints.entry)) lookups.push(request.url());
    });
    await page.getByRole('button', { name: 'собака', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'собака' });
    const message = 'Russian: no dictionary for this language is installed on this server.';
    await expect(dialog.getByText(message)).toBeVisible();
    await expect(dialog.getByText(/check the spelling/)).toHaveCount(0);
    // The way to install one is the administrators': a learner is not sent there.
    await expect(dialog.getByRole('link', { name: 'Install one on the diagnostics page' })).toHaveCount(0);
    await screenshot(page, testInfo, 'no-dictionary');
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => lookups.length).toBe(2);
    await expect(dialog.getByText(message)).toBeVisible();
    await expect(page.getByRole('button', { name: 'собака', exact: true })).not.toHaveAccessibleDescription(STUDIED);
  });

  test('after a failed look-up, Retry shows the entry', async ({ page, adminApi, request }) => {
    const account = await signedInLearner(page, adminApi);
    await waitForEnglishDictionary(request, (await adminApi.signInAs(account)).token);
    // The first look-up meets a server briefly away, and so does the one automatic retry; Retry reaches it.
    let failures = 0;
    await page.route(routeGlob(dictionaryEndpoints.entry), async (route) => {
      if (failures >= 2) return route.continue();
      failures += 1;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'SERVICE_UNAVAILABLE', error: 'The service is briefly unavailable.' }),
      });
    });
    await page.goto('/demo');
    // From the keyboard: Enter on a focused word opens it.
    const river = page.getByRole('button', { name: 'river', exact: true });
    await river.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'river' });
    await expect(dialog.getByText('Could not load the dictionary entry.')).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByText('HTTP error 503')).toBeVisible();
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect(dialog.getByText('noun', { exact: true }).first()).toBeVisible();
    await expect(dialog.getByText('Added to your study list')).toBeVisible();
  });
});
