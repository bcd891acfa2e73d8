import { phrasesEndpoints } from '@tolk/contracts/endpoints/phrases';
import { routeGlob } from '../support/endpoints';
import { expect, signIn, test } from '../support/fixtures';
import { LibraryApi } from '../support/library';

test.describe('My Phrases', () => {
  let library: LibraryApi;

  test.beforeEach(async ({ page, adminApi, playwright, baseURL }) => {
    const account = await adminApi.createAccount();
    await signIn(page, adminApi, account);
    const { token } = await adminApi.signInAs(account);
    library = new LibraryApi(await playwright.request.newContext({ baseURL }), token);
  });

  test('lists saved phrases with counters, plays one and deletes one', async ({ page }) => {
    await library.savePhrase({ text: 'Hei', translation: 'Привет', sourceLanguage: 'no', targetLanguage: 'ru' });
    await library.savePhrase({
      text: 'Takk for maten',
      translation: 'Thanks for the meal',
      sourceLanguage: 'no',
      targetLanguage: 'en',
      withAudio: false,
    });
    await page.goto('/phrases');
    await expect(page.getByRole('heading', { name: 'My Phrases' })).toBeVisible();
    const counters = page.locator('main');
    await expect(counters.getByText('Total').locator('..')).toContainText('2');
    await expect(counters.getByText('With audio').locator('..')).toContainText('1');
    await expect(page.getByText('Norwegian → Russian')).toBeVisible();

    // Play exists only for the phrase with audio; it toggles to stop while playing.
    await expect(page.getByRole('button', { name: 'Play “Takk for maten”' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Play “Hei”' }).click();
    await expect(page.getByRole('button', { name: 'Stop “Hei”' })).toBeVisible();

    // Create Audio Track appears only with a selection; a deleted phrase leaves the selection.
    await expect(page.getByRole('button', { name: /Create Audio Track/ })).toHaveCount(0);
    await expect(page.getByText('Please select phrases to create audio track')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Takk for maten' }).check();
    await expect(counters.getByText('Selected', { exact: true }).locator('..')).toContainText('1');
    await expect(page.getByRole('button', { name: 'Create Audio Track (1 phrase)' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete “Takk for maten”' }).click();
    await expect(page.getByText('Takk for maten')).toHaveCount(0);
    await expect(counters.getByText('Selected', { exact: true }).locator('..')).toContainText('0');
    await expect(page.getByRole('button', { name: /Create Audio Track/ })).toHaveCount(0);
    expect((await library.phrases()).map((phrase) => phrase.originalText)).toEqual(['Hei']);
  });

  test('clear all asks first: cancel keeps everything, confirm removes everything', async ({ page }) => {
    await library.savePhrase({
      text: 'En',
      translation: 'One',
      sourceLanguage: 'no',
      targetLanguage: 'en',
      withAudio: false,
    });
    await library.savePhrase({
      text: 'To',
      translation: 'Two',
      sourceLanguage: 'no',
      targetLanguage: 'en',
      withAudio: false,
    });
    await page.goto('/phrases');
    await expect(page.getByText('Two')).toBeVisible();

    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Clear All' }).click();
    expect(messages).toEqual(['Are you sure you want to clear all phrases?']);
    expect(await library.phrases()).toHaveLength(2);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByText('All phrases cleared')).toBeVisible();
    await expect(page.getByText('No phrases yet')).toBeVisible();
    expect(await library.phrases()).toEqual([]);
    await expect(page.getByRole('link', { name: 'Translate a phrase' })).toHaveAttribute('href', '/texttranslate');
  });

  test('a failed load shows the red banner with a retry', async ({ page }) => {
    await page.route(routeGlob(phrasesEndpoints.listPhrases), (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/phrases');
    await expect(page.getByText('Failed to load phrases')).toBeVisible();
    await page.unroute(routeGlob(phrasesEndpoints.listPhrases));
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('No phrases yet')).toBeVisible();
  });
});

test('/phrases needs a session: signed out, the guard sends the visitor to the landing page first', async ({
  page,
}) => {
  await page.goto('/phrases');
  await expect(page).toHaveURL(/\/$/);
});

test('/my-phrases leads to /phrases', async ({ page, adminApi }) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await page.goto('/my-phrases');
  await expect(page).toHaveURL(/\/phrases$/);
});
