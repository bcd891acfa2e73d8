import type { Page } from '@playwright/test';
import { healthEndpoints } from '@tolk/contracts/endpoints/health';
import { FAKE_MICROPHONE_LAUNCH_OPTIONS } from '../support/constants';
import { expect, signIn, test } from '../support/fixtures';
import { presetLanguages, translationAudio } from '../support/preferences';

// The fake microphone plays an English sentence, so the speech translator runs under the policy too.
test.use({ launchOptions: FAKE_MICROPHONE_LAUNCH_OPTIONS });

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

function expectSecurityHeaders(headers: Record<string, string>): void {
  const policy = headers['content-security-policy'] ?? '';
  for (const directive of [
    "script-src 'self'",
    "style-src 'self'",
    "media-src 'self' blob: data:",
    "connect-src 'self' ",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
  ]) {
    expect(policy).toContain(directive);
  }
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).not.toContain('unsafe-inline');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

/** The translation's audio plays by itself (from a blob: URL); then the phrase is saved. */
async function hearAndSave(page: Page): Promise<void> {
  await expect.poll(async () => (await translationAudio(page)).played, { timeout: 20_000 }).toBe(true);
  await page.getByRole('button', { name: 'Save Phrase' }).click();
  await expect(page.getByRole('button', { name: 'Phrase saved!' })).toBeVisible();
}

test('the built app runs its main flows under the Content-Security-Policy without a single violation', async ({
  page,
  adminApi,
}) => {
  test.setTimeout(150_000);
  const violations: Violation[] = [];
  const consoleErrors: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (v: unknown) => void }).reportCspViolation;
      report({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleErrors.push(message.text());
  });

  // One account does the learner's flows and then opens the admin pages.
  const account = await adminApi.createAccount({ role: 'ADMIN' });
  await signIn(page, adminApi, account);
  await presetLanguages(page, { selectedLanguagePair: 'en-es', interfaceLanguage: 'en' });

  // Headers on the page and on an API answer.
  const html = await page.goto('/texttranslate');
  expectSecurityHeaders((await html?.allHeaders()) ?? {});
  const api = await page.request.get(healthEndpoints.healthSimple.path);
  expectSecurityHeaders(api.headers());

  // Translate, hear it (a blob: URL), save it.
  const box = page.getByRole('textbox', { name: /Text · English/ });
  await box.fill('Good morning, my friend');
  await box.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Buen' })).toBeVisible();
  await hearAndSave(page);

  // Speak: record through the microphone, get the translation and its audio, save it.
  await page.goto('/speechtranslate');
  await page.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
  await page.waitForTimeout(3_500);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Hello, how are you?')).toBeVisible({ timeout: 20_000 });
  await hearAndSave(page);

  // The saved phrases: play one, then build a track of both and play it.
  await page.goto('/phrases');
  await page.getByRole('button', { name: 'Play “Good morning, my friend”' }).click();
  await expect(page.getByRole('button', { name: 'Stop “Good morning, my friend”' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Good morning, my friend' }).check();
  await page.getByRole('checkbox', { name: 'Hello, how are you?' }).check();
  await page.getByRole('button', { name: 'Create Audio Track (2 phrases)' }).click();
  await expect(page.getByText('Audio track created successfully!')).toBeVisible({ timeout: 30_000 });
  await page.goto('/audio');
  await page
    .getByRole('button', { name: /^Play Audio Track / })
    .first()
    .click();
  await expect(page.getByRole('progressbar', { name: 'Playback position' })).toHaveAttribute('aria-valuenow', /[1-9]/, {
    timeout: 15_000,
  });

  // The admin pages: users, the health checks and the debug panel's tests.
  await page.goto('/admin/users');
  await expect(page.getByLabel(`Role for ${account.email}`)).toBeVisible();
  await page.goto('/admin/diagnostics');
  await expect(page.getByText(/pglite/i).first()).toBeVisible();
  await page.goto('/admin/debug');
  await page.getByRole('button', { name: 'Run Selected Tests' }).click();
  await expect(page.getByRole('button', { name: 'Run Selected Tests' })).toBeEnabled({ timeout: 20_000 });
  await expect(page.getByText('PASS').first()).toBeVisible();

  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);

  // The watch works: an inline script, which the policy forbids, is reported and does not run.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.map((violation) => violation.directive)).toEqual(['script-src-elem']);
  expect(await page.evaluate(() => 'inlineScriptRan' in window)).toBe(false);
});

test('the app cannot be framed by another page', async ({ page, baseURL }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) blocked.push(message.text());
  });
  await page.setContent(`<iframe src="${baseURL}/login" title="framed"></iframe>`);
  await expect.poll(() => blocked.length).toBeGreaterThan(0);
});
