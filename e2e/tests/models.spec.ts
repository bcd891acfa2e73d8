import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { modelsEndpoints } from '@tolk/contracts/endpoints/models';
import { translationEndpoints } from '@tolk/contracts/endpoints/translation';
import {
  E2E_ADMIN,
  E2E_MODELS,
  E2E_MODELS_MIRROR_URL,
  E2E_MODELS_RELEASE_PATH,
  E2E_TRANSLATION_RELEASE_PATH,
  E2E_TRANSLATION_WORDS,
} from '../support/constants';
import { expect, signIn, test } from '../support/fixtures';
import { presetLanguages } from '../support/preferences';

const SCREENSHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;

/** The page at a 390 px phone's width and at 1280 px, for a person to look at. */
async function snapshots(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const desktop = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${SCREENSHOTS}${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(desktop);
}

test.describe('local engines and dictionaries', () => {
  test.beforeEach(async ({ page, adminApi }) => {
    await signIn(page, adminApi, E2E_ADMIN);
  });

  test('an admin installs an entry from the mirror, watching its progress, and a file with the wrong hash is refused', async ({
    page,
  }) => {
    await page.goto('/admin/diagnostics');
    const card = page.getByTestId('models-card');
    await expect(card.getByRole('heading', { name: 'Local engines and dictionaries' })).toBeVisible();
    await expect(card.getByText(/downloads from the mirror/)).toBeVisible();

    const held = card.getByTestId(`model-${E2E_MODELS.held.id}`);
    await expect(held.getByRole('link', { name: 'CC0-1.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/publicdomain/zero/1.0/',
    );
    await expect(held.getByText('2.1 MB')).toBeVisible();
    await expect(held.getByText('Not installed')).toBeVisible();
    await held.getByRole('button', { name: `Install ${E2E_MODELS.held.title}` }).click();

    // The mirror sends half and holds the rest: the bar shows where it is.
    await expect(held.getByText('Downloading')).toBeVisible();
    await expect(held.getByText('1 MB of 2.1 MB (50%)')).toBeVisible();
    await expect(held.getByRole('progressbar', { name: `Download of ${E2E_MODELS.held.title}` })).toBeVisible();
    await fetch(`${E2E_MODELS_MIRROR_URL}${E2E_MODELS_RELEASE_PATH}`);
    await expect(held.getByText('Installed')).toBeVisible();
    await expect(held.getByRole('button', { name: `Remove ${E2E_MODELS.held.title}` })).toBeVisible();

    const tampered = card.getByTestId(`model-${E2E_MODELS.tampered.id}`);
    await tampered.getByRole('button', { name: `Install ${E2E_MODELS.tampered.title}` }).click();
    await expect(tampered.getByText('Failed')).toBeVisible();
    await expect(tampered.getByRole('alert')).toHaveText(
      'Refused: the downloaded file is not the published one (its SHA-256 differs). Nothing was kept.',
    );

    // Removed again, so the entry is as it was for a retry of this test.
    await held.getByRole('button', { name: `Remove ${E2E_MODELS.held.title}` }).click();
    await expect(held.getByText('Not installed')).toBeVisible();
  });
});

test('a learner asking for a pair whose model is being installed sees it prepared, then gets the translation', async ({
  page,
  adminApi,
  playwright,
  baseURL,
}) => {
  const { id } = E2E_MODELS.translation;
  const api = await playwright.request.newContext({ baseURL });
  const admin = { authorization: `Bearer ${(await adminApi.signInAs(E2E_ADMIN)).token}` };
  const learner = await adminApi.createAccount();
  const learnerHeaders = { authorization: `Bearer ${(await adminApi.signInAs(learner)).token}` };
  const pairs = async () =>
    (await (await api.get(translationEndpoints.engines.path, { headers: learnerHeaders })).json()).translation
      .pairs as Record<string, string>;
  const modelPath = (path: string) => path.replace(':id', id);
  const before = await pairs();
  expect(before['fi-tr']).toBe('none');

  try {
    // An administrator starts the install; the mirror holds its last file at half.
    const started = await api.post(modelPath(modelsEndpoints.installModel.path), { headers: admin });
    expect(started.status()).toBe(202);
    // Being downloaded, the pair is offered (policy admin), and no other pair changes.
    expect(await pairs()).toEqual({ ...before, 'fi-tr': 'preparable' });

    await signIn(page, adminApi, learner);
    await presetLanguages(page, { selectedLanguagePair: 'fi-tr', interfaceLanguage: 'en' });
    await page.goto('/texttranslate');
    const box = page.getByRole('textbox', { name: /Text · Finnish/ });
    // The words in another order on a retry or repeat: the server remembers a translation it made.
    const { retry, repeatEachIndex } = test.info();
    const shift = (retry + repeatEachIndex) % E2E_TRANSLATION_WORDS.length;
    const words = [...E2E_TRANSLATION_WORDS.slice(shift), ...E2E_TRANSLATION_WORDS.slice(0, shift)];
    const source = words.map(([fi]) => fi).join(' ');
    await box.fill(source);
    await page.getByRole('button', { name: 'Translate' }).click();
    const notice = page.getByTestId('preparing-notice');
    await expect(notice).toHaveText(/^Preparing Finnish → Turkish: [\d.]+ kB, \d+%$/);
    await expect(page.locator('body')).not.toContainText(/Configure|isn't available/);
    await snapshots(page, 'learner-preparing');

    await fetch(`${E2E_MODELS_MIRROR_URL}${E2E_TRANSLATION_RELEASE_PATH}`);
    // The tiny model translates word for word by its table.
    const expected = words.map(([, tr]) => tr).join(' ');
    await expect(page.getByRole('status').filter({ hasText: expected })).toBeVisible({ timeout: 20_000 });
    await expect(notice).toBeHidden();
    await snapshots(page, 'learner-prepared');
  } finally {
    // Removed again (a download still held is cancelled): every pair is as the other specs expect.
    await api.delete(modelPath(modelsEndpoints.removeModel.path), { headers: admin });
  }
  expect(await pairs()).toEqual(before);
  await api.dispose();
});
