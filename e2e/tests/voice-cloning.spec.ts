import { audioTracksEndpoints } from '@tolk/contracts/endpoints/audio-tracks';
import { phrasesEndpoints } from '@tolk/contracts/endpoints/phrases';
import { voiceCloningEndpoints } from '@tolk/contracts/endpoints/voice-cloning';
import { E2E_CORS_REFUSED_AGENT, E2E_HEARD_TEXT, FAKE_MICROPHONE_LAUNCH_OPTIONS } from '../support/constants';
import { isCallTo } from '../support/endpoints';
import { expect, test } from '../support/fixtures';
import {
  presetVoiceSettings,
  providerKey,
  providerRequests,
  record,
  recordOurServerRequests,
  signedIn,
  storedVoiceSettings,
} from '../support/voice-cloning';

/*
 * Voice cloning (docs/product.md, Voice cloning) against the ElevenLabs stand-in (support/voice-provider.ts), which
 * the browser calls directly with the learner's key. Our server recognises and translates; Chromium's fake
 * microphone speaks E2E_HEARD_TEXT in English, which Apertium translates into Spanish.
 */

// Chromium's fake microphone speaks E2E_HEARD_TEXT.
test.use({ launchOptions: FAKE_MICROPHONE_LAUNCH_OPTIONS });

test('the settings dialog checks the key as it is typed and saves the key and languages', async ({
  page,
  adminApi,
  request,
}) => {
  const account = await signedIn(page, adminApi, 'ru');
  const ourRequests = recordOurServerRequests(page);
  await page.goto('/voice-cloning');
  await expect(page.getByRole('heading', { level: 1, name: 'Клонирование голоса' })).toBeVisible();
  // Without a key, recording cannot start.
  await expect(page.getByRole('button', { name: 'Настройте API ключ' })).toBeDisabled();

  await page.getByRole('button', { name: 'Настройки' }).click();
  const dialog = page.getByRole('dialog', { name: 'Настройки клонирования голоса' });
  const key = dialog.getByLabel('API ключ ElevenLabs');
  await expect(key).toHaveAttribute('type', 'password');
  const status = dialog.getByRole('status');
  await expect(status).toHaveText('Введите API ключ');

  await key.fill('not-a-key');
  await expect(status).toContainText('Неверный ключ');
  await expect(status).toContainText('sk_');

  // The right shape, but the provider does not know it: its 401 makes the key invalid, with the reason.
  const revoked = providerKey('revoked');
  await key.fill(revoked);
  await expect(status).toContainText('Проверка ключа...');
  await expect(status).toContainText('ElevenLabs не принимает этот ключ');
  expect((await providerRequests(request, revoked)).map((r) => `${r.method} ${r.path}`)).toEqual([
    'GET /v1/user/subscription',
  ]);

  // A plan that cannot clone is valid, and says so.
  await key.fill(providerKey('free'));
  await expect(status).toContainText('Ключ действителен');
  await expect(status).toContainText(/Баланс: 9\s800 символов/);
  await expect(status).toContainText('не позволяет клонировать голос');

  // The balance is the provider's own figures: 100,000 − 1,234.
  const valid = providerKey('valid');
  await key.fill(valid);
  await expect(status).toContainText('Проверка ключа...');
  await expect(status).toContainText('Ключ действителен');
  await expect(status).toContainText(/Баланс: 98\s766 символов/);
  await expect(status).not.toContainText('не позволяет');

  // One language on both sides cannot be chosen, as in the pair dialog: the target list leaves out the source,
  // and choosing the target as the source swaps the two.
  const source = dialog.getByLabel('Я говорю на');
  const target = dialog.getByLabel('Переводить на');
  await source.selectOption('en');
  await expect(target.locator('option[value="en"]')).toHaveCount(0);
  await expect(target.locator('option')).toHaveCount(5);
  await target.selectOption('es');
  await source.selectOption('es');
  await expect(target).toHaveValue('en');
  await expect(target.locator('option[value="es"]')).toHaveCount(0);
  await source.selectOption('en');
  await expect(target).toHaveValue('es');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  expect(await storedVoiceSettings(page)).toEqual({
    userId: account.user.id,
    voiceMode: 'user',
    elevenLabsApiKey: valid,
    clonedVoiceId: null,
    sourceLanguage: 'en',
    targetLanguage: 'es',
  });
  await expect(page.getByRole('button', { name: 'Начать запись' })).toBeEnabled();

  // A click outside the dialog closes it.
  await page.getByRole('button', { name: 'Настройки' }).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();

  for (const sent of await ourRequests()) expect(sent).not.toContain('sk_e2e_');
});

test('a recording is cloned, recognised, translated and spoken in the cloned voice, then lands in My Phrases', async ({
  page,
  adminApi,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await signedIn(page, adminApi, 'en');
  const key = providerKey('valid');
  await presetVoiceSettings(page, account, { key, source: 'en', target: 'es' });
  const ourRequests = recordOurServerRequests(page);
  await page.goto('/voice-cloning');
  await expect(page.getByRole('heading', { level: 1, name: 'Voice Cloning' })).toBeVisible();
  const original = page.getByTestId('clone-original');
  const translation = page.getByTestId('clone-translation');
  await expect(original).toContainText('What you say appears here.');
  await expect(translation).toContainText('The translation, spoken in your voice, appears here.');

  // No voice yet: the learner is guided toward a minute or two of speech while recording.
  await expect(page.getByText('Your first recording becomes your voice')).toBeVisible();
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByText(/^Recording 0:0\d$/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Recorded toward the recommended length' })).toBeVisible();
  // The level bar follows the voice.
  await expect
    .poll(() => page.getByRole('meter', { name: 'Microphone level' }).getAttribute('aria-valuenow'), { timeout: 3_000 })
    .not.toBe('0');
  await page.waitForTimeout(3_500);
  await page.getByRole('button', { name: /^Stop 0:0\d$/ }).click();

  await expect(original).toContainText(E2E_HEARD_TEXT, { timeout: 20_000 });
  await expect(translation).toContainText(/Hola, cómo/, { timeout: 20_000 });
  await expect(translation).toContainText('eleven_multilingual_v2');
  const voiceId = (await storedVoiceSettings(page)).clonedVoiceId as string;
  expect(voiceId).toMatch(/^e2evoice/);
  await expect(translation).toContainText(voiceId);
  // Shorter than the recommended minute: cloned anyway, with a warning.
  await expect(page.getByText('Your voice was cloned from a short sample')).toBeVisible();

  // What the provider received: the clone as documented, then speech in that voice with the settings asked for.
  const calls = await providerRequests(request, key);
  expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
    'POST /v1/voices/add',
    'GET /v1/models',
    `POST /v1/text-to-speech/${voiceId}`,
  ]);
  const [clone, , speech] = calls;
  expect(clone?.apiKey).toBe(key);
  expect(clone?.fields).toEqual({
    name: [`Tolk: ${account.name}`],
    description: [expect.stringContaining('Tolk')],
  });
  expect(clone?.files?.files).toHaveLength(1);
  expect(clone?.files?.files?.[0]).toMatchObject({
    name: 'recording.webm',
    type: expect.stringMatching(/^audio\/webm/),
  });
  expect(clone?.files?.files?.[0]?.size).toBeGreaterThan(5_000);
  expect(speech?.accept).toBe('audio/mpeg');
  expect(speech?.json).toEqual({
    text: expect.stringMatching(/^Hola, cómo/),
    model_id: 'eleven_multilingual_v2',
    voice_settings: { stability: 0.5, similarity_boost: 0.75 },
  });

  // The translation plays by itself in the cloned voice; the original plays on request.
  const played = (card: typeof original) =>
    card.locator('audio').evaluate((audio: HTMLAudioElement) => audio.played.length > 0 && audio.duration > 0.5);
  await expect.poll(() => played(translation), { timeout: 15_000 }).toBe(true);
  await original.getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => played(original), { timeout: 15_000 }).toBe(true);

  await page.getByRole('button', { name: 'Add to phrases and audio trainers' }).click();
  await expect(page.getByRole('button', { name: 'Added to your phrases' })).toBeDisabled({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Open My Phrases' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Phrases' })).toBeVisible();
  await expect(page.getByText(E2E_HEARD_TEXT)).toBeVisible();
  const { token } = await adminApi.signInAs(account);
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const phrases = await (await page.request.get(phrasesEndpoints.listPhrases.path, auth)).json();
  expect(phrases.phrases).toHaveLength(1);
  expect(phrases.phrases[0]).toMatchObject({
    originalText: E2E_HEARD_TEXT,
    translatedText: expect.stringMatching(/^Hola, cómo/),
    sourceLanguage: 'en',
    targetLanguage: 'es',
  });
  expect(phrases.phrases[0].audioUrl).toBeTruthy();
  expect(phrases.phrases[0].originalAudioUrl).toBeTruthy();
  const tracks = await (await page.request.get(audioTracksEndpoints.listTracks.path, auth)).json();
  expect(tracks.tracks).toHaveLength(1);

  // A second recording, the other way round (Spanish into English), reuses the voice: no new clone. (Which model
  // speaks a language eleven_multilingual_v2 lacks, such as Norwegian, is unit-tested: voice-cloning-rules.test.tsx.)
  await page.goto('/voice-cloning');
  await expect(page.getByTestId('cloned-voice')).toContainText(voiceId);
  await expect(page.getByText('Your first recording becomes your voice')).toHaveCount(0);
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Voice cloning settings' });
  await dialog.getByLabel('I speak').selectOption('es');
  await expect(dialog.getByLabel('Translate into')).toHaveValue('en');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await record(page, 'Start recording', 2);
  await expect(translation).toContainText('eleven_multilingual_v2', { timeout: 20_000 });
  const again = await providerRequests(request, key);
  const againPaths = again.map((call) => `${call.method} ${call.path}`);
  expect(againPaths.filter((call) => call === 'POST /v1/voices/add')).toHaveLength(1);
  expect(againPaths.filter((call) => call === `POST /v1/text-to-speech/${voiceId}`)).toHaveLength(2);
  expect(again.at(-1)?.json).toMatchObject({ model_id: 'eleven_multilingual_v2' });

  // Deleting the voice at the provider asks first, then forgets it here.
  page.once('dialog', (question) => void question.accept());
  await page.getByRole('button', { name: 'Delete voice at ElevenLabs' }).click();
  await expect(page.getByTestId('cloned-voice')).toHaveCount(0);
  expect((await providerRequests(request, key)).at(-1)).toMatchObject({
    method: 'DELETE',
    path: `/v1/voices/${voiceId}`,
    apiKey: key,
  });
  expect((await storedVoiceSettings(page)).clonedVoiceId).toBeNull();

  // The key went only to the provider: not in any request to our server, headers and bodies included.
  const sent = await ourRequests();
  expect(sent.length).toBeGreaterThan(5);
  for (const one of sent) expect(one).not.toContain(key);
});

test('a key the provider refuses at clone time shows its 401 text and frees the recorder', async ({
  page,
  adminApi,
}) => {
  const account = await signedIn(page, adminApi, 'ru');
  await presetVoiceSettings(page, account, { key: providerKey('revoked'), source: 'en', target: 'es' });
  await page.goto('/voice-cloning');
  await record(page, 'Начать запись', 1.5);
  await expect(page.getByRole('alert')).toHaveText(
    'Ошибка: Неверный API ключ ElevenLabs. Проверьте ключ в настройках.',
    { timeout: 20_000 },
  );
  await expect(page.getByRole('button', { name: 'Начать запись' })).toBeEnabled();
  await expect(page.getByTestId('clone-original')).toContainText('Здесь появится то, что вы скажете.');
});

test('a voice the provider no longer has fails the speech with its text, and is forgotten for the next recording', async ({
  page,
  adminApi,
  request,
}) => {
  const account = await signedIn(page, adminApi, 'ru');
  const key = providerKey('valid');
  await presetVoiceSettings(page, account, {
    key,
    source: 'en',
    target: 'es',
    clonedVoiceId: 'e2evoiceDeletedElsewhere',
  });
  await page.goto('/voice-cloning');
  await expect(page.getByTestId('cloned-voice')).toContainText('e2evoiceDeletedElsewhere');
  await record(page, 'Начать запись', 1.5);
  await expect(page.getByRole('alert')).toHaveText('Ошибка: Ошибка генерации речи с клонированным голосом', {
    timeout: 20_000,
  });
  // What our server made is still shown; the voice is gone from here too.
  await expect(page.getByTestId('clone-translation')).toContainText(/Hola, cómo/);
  await expect(page.getByTestId('cloned-voice')).toHaveCount(0);
  expect((await storedVoiceSettings(page)).clonedVoiceId).toBeNull();
  expect((await providerRequests(request, key)).map((call) => `${call.method} ${call.path}`)).toEqual([
    'GET /v1/models',
    'POST /v1/text-to-speech/e2evoiceDeletedElsewhere',
  ]);
});

test('when no provider model speaks the target language, the translation stays text and the learner is told', async ({
  page,
  adminApi,
  request,
}) => {
  const account = await signedIn(page, adminApi, 'ru');
  const key = providerKey('legacy');
  await presetVoiceSettings(page, account, { key, source: 'en', target: 'es' });
  await page.goto('/voice-cloning');
  await record(page, 'Начать запись', 1.5);
  const translation = page.getByTestId('clone-translation');
  await expect(translation).toContainText(/Hola, cómo/, { timeout: 20_000 });
  await expect(translation).toContainText('Ни одна модель ElevenLabs не говорит на языке: Испанский');
  await expect(translation.locator('audio')).toHaveCount(0);
  const calls = (await providerRequests(request, key)).map((call) => `${call.method} ${call.path}`);
  expect(calls).toEqual(['POST /v1/voices/add', 'GET /v1/models']);
});

test.describe('when the provider refuses this browser cross-origin', () => {
  test.use({ userAgent: `Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36 ${E2E_CORS_REFUSED_AGENT}` });

  test('the same calls go through our relay, and the key reaches our server only there', async ({
    page,
    adminApi,
    request,
  }) => {
    test.setTimeout(90_000);
    const account = await signedIn(page, adminApi, 'en');
    const ourRequests = recordOurServerRequests(page);
    await page.goto('/voice-cloning');
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Voice cloning settings' });
    const key = providerKey('valid');
    await dialog.getByLabel('ElevenLabs API key').fill(key);
    await expect(dialog.getByRole('status')).toContainText('Key is valid');
    await expect(dialog.getByRole('status')).toContainText(/Balance: 98,766 characters/);
    await dialog.getByLabel('I speak').selectOption('en');
    await dialog.getByLabel('Translate into').selectOption('es');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await record(page, 'Start recording', 2);
    const translation = page.getByTestId('clone-translation');
    await expect(translation).toContainText(/Hola, cómo/, { timeout: 20_000 });
    await expect(translation).toContainText('eleven_multilingual_v2');
    await expect
      .poll(() => translation.locator('audio').evaluate((audio: HTMLAudioElement) => audio.duration), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0.5);

    // Every call the provider answered came from our server, none from the browser.
    const calls = await providerRequests(request, key);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /v1/user/subscription',
      'POST /v1/voices/add',
      'GET /v1/models',
      expect.stringMatching(/^POST \/v1\/text-to-speech\/e2evoice/),
    ]);
    for (const call of calls) expect(call.userAgent).not.toContain(E2E_CORS_REFUSED_AGENT);
    expect(calls[1]?.fields?.name).toEqual([`Tolk: ${account.name}`]);

    // The key reached our server, but only on the relay's path.
    const withKey = (await ourRequests()).filter((sent) => sent.includes(key));
    expect(withKey.length).toBe(4);
    for (const sent of withKey) {
      const [method, url = ''] = sent.split('\n')[0]?.split(' ') ?? [];
      expect(new URL(url).hostname).toBe('127.0.0.1');
      const relays = Object.values(voiceCloningEndpoints);
      expect(
        relays.some((relay) => relay.method === method && isCallTo(url, relay)),
        sent,
      ).toBe(true);
    }
  });
});
