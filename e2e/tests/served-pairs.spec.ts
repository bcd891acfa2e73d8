import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { presetLanguages } from '../support/preferences';

/*
 * What the server's engines serve, as a learner and an administrator meet it (docs/product.md,
 * Language pairs): the e2e server's Apertium translates English ⇄ Spanish and the Scandinavian
 * pairs, nothing into Russian.
 */

/** How the server is set up: what an operator reads, never a learner. */
const OPERATOR_TEXT = /APERTIUM_URL|DEEPL_API_KEY|LIBRETRANSLATE_URL|OPENAI_BASE_URL|TRANSLATE_MODEL|TRANSCRIBE_MODEL/;

const SCREENSHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;

/** A screenshot to look at, named by the screen and the project's width. */
async function snapshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SCREENSHOTS}${name}-${width}.png`, fullPage: true });
}

test('a new learner gets a pair the server serves and translates on the first try', async ({ page, adminApi }) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await page.goto('/texttranslate');
  await expect(page.getByRole('heading', { level: 1, name: 'Text Translate' })).toBeVisible();
  // The first preferred pair Apertium serves: English → Spanish, not Norwegian → Russian.
  await expect(page.getByRole('button', { name: 'Change languages: English → Spanish' }).first()).toBeVisible();
  const box = page.getByRole('textbox', { name: /Text · English/ });
  await box.fill('Hello, how are you?');
  await box.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Hola' })).toContainText(/Hola, cómo/);
  await expect(page.getByText('Translation error')).toHaveCount(0);
  // In use, not chosen: the interface stays English.
  expect(await page.evaluate(() => localStorage.getItem('selectedLanguagePair'))).toBeNull();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await snapshot(page, 'text-translate-new-learner');
});

const INTERFACES = [
  {
    language: 'no',
    textTitle: 'Tekstoversettelse',
    speechTitle: 'Taleoversettelse',
    translate: 'Oversett',
    record: 'Ta opp',
    dialog: 'Språkpar',
    change: 'Endre språk: Norsk → Russisk',
    reason: 'Oversettelse Norsk → Russisk er ikke tilgjengelig på denne serveren ennå.',
    offer: 'Disse parene virker her:',
  },
  {
    language: 'ru',
    textTitle: 'Перевод текста',
    speechTitle: 'Перевод речи',
    translate: 'Перевести',
    record: 'Записать',
    dialog: 'Языковая пара',
    change: 'Сменить языки: Норвежский → Русский',
    reason: 'Перевод «Норвежский → Русский» на этом сервере пока недоступен.',
    offer: 'Здесь работают такие пары:',
  },
] as const;

for (const ui of INTERFACES) {
  test(`in ${ui.language}, a learner whose pair is not served reads why and what works, without setup text`, async ({
    page,
    adminApi,
  }) => {
    const account = await adminApi.createAccount();
    await signIn(page, adminApi, account);
    await presetLanguages(page, { selectedLanguagePair: 'no-ru', interfaceLanguage: ui.language });

    await page.goto('/texttranslate');
    await expect(page.getByRole('heading', { level: 1, name: ui.textTitle })).toBeVisible();
    const result = page.getByRole('status').filter({ hasText: ui.reason });
    await expect(result).toBeVisible();
    await expect(result).toContainText(ui.offer);
    await expect(page.getByRole('button', { name: ui.translate })).toBeDisabled();
    await expect(page.locator('body')).not.toContainText(OPERATOR_TEXT);
    await snapshot(page, `text-translate-${ui.language}`);

    await page.getByRole('button', { name: ui.change }).first().click();
    const dialog = page.getByRole('dialog', { name: ui.dialog });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('region').first().getByRole('button').first()).toBeVisible();
    await expect(dialog).not.toContainText(OPERATOR_TEXT);
    await snapshot(page, `pair-dialog-${ui.language}`);
    await page.keyboard.press('Escape');

    await page.goto('/speechtranslate');
    await expect(page.getByRole('heading', { level: 1, name: ui.speechTitle })).toBeVisible();
    const record = page.getByRole('button', { name: ui.record });
    await expect(record).toBeDisabled();
    await expect(record).toHaveAccessibleDescription(ui.reason);
    await expect(page.locator('body')).not.toContainText(OPERATOR_TEXT);
    await snapshot(page, `speech-translate-${ui.language}`);
  });
}

test('an administrator still reads what to configure, and reaches the diagnostics from it', async ({
  page,
  adminApi,
}) => {
  const account = await adminApi.createAccount({ role: 'ADMIN' });
  await signIn(page, adminApi, account);
  await presetLanguages(page, { selectedLanguagePair: 'no-ru', interfaceLanguage: 'en' });
  await page.goto('/texttranslate');
  const result = page
    .getByRole('status')
    .filter({ hasText: "Translation from Norwegian into Russian isn't available on this server yet." });
  await expect(result).toContainText('For administrators:');
  await expect(result).toContainText(/Configure a translation engine: APERTIUM_URL/);
  await snapshot(page, 'text-translate-admin');
  await result.getByRole('link', { name: 'Open diagnostics' }).click();
  await expect(page).toHaveURL(/\/admin\/diagnostics$/);
});
