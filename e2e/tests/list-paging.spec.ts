import { PAGE_LIMIT_DEFAULT } from '@tolk/contracts/pagination';
import { expect, signIn, test } from '../support/fixtures';
import { LibraryApi } from '../support/library';

/** More phrases than one page holds: the oldest few are on the second page. */
const PHRASE_COUNT = PAGE_LIMIT_DEFAULT + 7;
const label = (index: number) => `Setning ${String(index).padStart(2, '0')}`;

test.describe('A long phrase list loads page by page', () => {
  test.beforeEach(async ({ page, adminApi, playwright, baseURL }) => {
    const account = await adminApi.createAccount();
    await signIn(page, adminApi, account);
    const { token } = await adminApi.signInAs(account);
    const library = new LibraryApi(await playwright.request.newContext({ baseURL }), token);
    // One after another, so the oldest phrase is Setning 01 and it sits on the last page.
    for (let index = 1; index <= PHRASE_COUNT; index += 1) {
      await library.savePhrase({
        text: label(index),
        translation: `Предложение ${index}`,
        sourceLanguage: 'no',
        targetLanguage: 'ru',
        withAudio: false,
      });
    }
  });

  test('scrolling to the end of the list loads the older phrases', async ({ page }) => {
    await page.goto('/phrases');
    const rows = page.getByRole('main').getByRole('checkbox', { name: /^Select phrase: Setning/ });
    await expect(rows).toHaveCount(PAGE_LIMIT_DEFAULT);
    // The counters are the server's totals, not the rows loaded so far.
    await expect(page.getByRole('main').getByText('Total').locator('..')).toContainText(String(PHRASE_COUNT));
    await expect(page.getByText(label(1), { exact: true })).toHaveCount(0);

    await rows.last().scrollIntoViewIfNeeded();
    await expect(rows).toHaveCount(PHRASE_COUNT);
    await expect(page.getByText(label(1), { exact: true })).toBeVisible();
    // The newest first, the oldest last, each once.
    await expect(rows.first()).toHaveAccessibleName(`Select phrase: ${label(PHRASE_COUNT)}`);
    await expect(rows.last()).toHaveAccessibleName(`Select phrase: ${label(1)}`);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('without IntersectionObserver the Load more button loads the next page', async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    });
    await page.goto('/phrases');
    const rows = page.getByRole('main').getByRole('checkbox', { name: /^Select phrase: Setning/ });
    await expect(rows).toHaveCount(PAGE_LIMIT_DEFAULT);
    await rows.last().scrollIntoViewIfNeeded();
    await expect(rows).toHaveCount(PAGE_LIMIT_DEFAULT);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(PHRASE_COUNT);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });
});
