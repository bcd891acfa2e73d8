import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_VOICE_PROVIDER_URL } from './constants';
import { type Account, type AdminApi, signIn } from './fixtures';
import { presetLanguages } from './preferences';
import type { ProviderRequest } from './voice-provider';

/** Helpers of the voice-cloning specs: keys of the ElevenLabs stand-in, what it received, the learner's settings. */

/** A key of one of the stand-in's accounts, unique to the test (valid, free or legacy), or one it refuses. */
export function providerKey(kind: 'valid' | 'free' | 'legacy' | 'revoked'): string {
  return `sk_e2e_${kind}_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
}

/** What the stand-in received with this key. */
export async function providerRequests(request: APIRequestContext, key: string): Promise<ProviderRequest[]> {
  return (await (await request.get(`${E2E_VOICE_PROVIDER_URL}/__e2e/requests?key=${key}`)).json()) as ProviderRequest[];
}

/** Every request the page sends to our server, with its headers and body, to prove the key never goes there. */
export function recordOurServerRequests(page: Page): () => Promise<string[]> {
  const seen: Promise<string>[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(E2E_BASE_URL)) return;
    seen.push(
      request
        .allHeaders()
        .then(
          (headers) =>
            `${request.method()} ${request.url()}\n${JSON.stringify(headers)}\n${request.postDataBuffer()?.toString('latin1') ?? ''}`,
        ),
    );
  });
  return () => Promise.all(seen);
}

/** Stores voice settings for this learner, as a saved Settings dialog leaves them, before the app starts. */
export async function presetVoiceSettings(
  page: Page,
  account: Account,
  settings: { key: string; source: string; target: string; clonedVoiceId?: string },
): Promise<void> {
  const stored = JSON.stringify({
    userId: account.user.id,
    voiceMode: 'user',
    elevenLabsApiKey: settings.key,
    clonedVoiceId: settings.clonedVoiceId ?? null,
    sourceLanguage: settings.source,
    targetLanguage: settings.target,
  });
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e-voice-set')) return;
    window.localStorage.setItem('voiceSettings', value);
    window.sessionStorage.setItem('e2e-voice-set', '1');
  }, stored);
}

export async function storedVoiceSettings(page: Page) {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('voiceSettings') ?? 'null'));
}

/** Records for a while through the fake microphone, then stops. */
export async function record(page: Page, startName: string, seconds: number): Promise<void> {
  await page.getByRole('button', { name: startName }).click();
  await expect(page.getByRole('meter')).toBeVisible();
  await page.waitForTimeout(seconds * 1000);
  await page.getByRole('button', { name: /^(Stop|Стоп) \d:\d\d$/ }).click();
}

export async function signedIn(page: Page, adminApi: AdminApi, interfaceLanguage: 'en' | 'ru'): Promise<Account> {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await presetLanguages(page, { interfaceLanguage });
  return account;
}
