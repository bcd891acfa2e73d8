import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import { endpointPath, endpointUrl } from '@tolk/contracts/endpoint';
import { dialogueEndpoints } from '@tolk/contracts/endpoints/dialogue';
import { vocabularyEndpoints } from '@tolk/contracts/endpoints/vocabulary';
import type { VocabularyWordsResponse } from '@tolk/contracts/vocabulary';
import {
  E2E_CHAT_MODEL,
  E2E_CORRECTION,
  E2E_FEEDBACK,
  E2E_HEARD_TEXT,
  E2E_LEARNER_MISTAKE,
  E2E_PARTNER_REPLIES,
  E2E_PARTNER_REPLY,
  FAKE_MICROPHONE_LAUNCH_OPTIONS,
} from '../support/constants';
import { isCallTo, routeGlob } from '../support/endpoints';
import { waitForEnglishDictionary } from '../support/english-dictionary';
import { type AdminApi, expect, signIn, test } from '../support/fixtures';
import { presetLanguages } from '../support/preferences';

/** Screenshots of the page to look at, kept out of git with the rest of e2e/.tmp. */
const SHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.tmp', 'shots');
const STUDIED = 'On your study list';

// Live mode records: Chromium's fake microphone plays E2E_HEARD_TEXT spoken by eSpeak NG.
test.use({ launchOptions: FAKE_MICROPHONE_LAUNCH_OPTIONS });

/** A new learner signed in, with an English interface; the page's every audio play() is recorded. */
async function learnerOnDialogue(page: Page, adminApi: AdminApi) {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await presetLanguages(page, { interfaceLanguage: 'en' });
  await page.addInitScript(() => {
    const plays: { src: string; outcome: string; element: HTMLMediaElement }[] = [];
    Object.assign(window, { __dialoguePlays: plays });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      const record = { src: this.currentSrc || this.src, outcome: 'pending', element: this };
      plays.push(record);
      const started = play.call(this);
      started.then(
        () => {
          record.outcome = 'played';
        },
        (error: DOMException) => {
          record.outcome = error.name;
        },
      );
      return started;
    };
  });
  // The texts the reply being written shows, each time it changes.
  await page.addInitScript(() => {
    const texts: string[] = [];
    Object.assign(window, { __streamedTexts: texts });
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="dialogue-streaming-reply"]')?.textContent ?? '';
      if (text && text !== texts.at(-1)) texts.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const { token } = await adminApi.signInAs(account);
  return { account, token };
}

/** What became of each play() on the page: 'played', 'pending' or the error's name, and whether it is still paused. */
function plays(page: Page) {
  return page.evaluate(() =>
    (
      window as unknown as { __dialoguePlays: { src: string; outcome: string; element: HTMLMediaElement }[] }
    ).__dialoguePlays.map((play) => ({
      src: play.src,
      outcome: play.outcome,
      progressed: play.element.currentTime > 0 || play.element.ended,
    })),
  );
}

async function openDialogue(page: Page) {
  await page.goto('/gpt-dialogue');
  await expect(page.getByRole('heading', { level: 1, name: 'GPT Dialogue' })).toBeVisible();
}

/** Picks the conversation's language, level and topic in the settings panel. */
async function choose(page: Page, options: { language?: string; level?: string; topic?: string }) {
  const settings = page.getByRole('complementary', { name: 'Conversation settings' });
  if (options.language) await settings.getByLabel('Language').selectOption(options.language);
  if (options.level) await settings.getByLabel('Level').selectOption(options.level);
  if (options.topic) await settings.getByLabel('Topic').selectOption(options.topic);
}

/** Expects a figure of the stats panel beside its label (the tile reads, say, '1 Dialogues'). */
async function expectFigure(page: Page, label: string, value: string) {
  const tile = page
    .getByTestId('dialogue-stats')
    .locator('*')
    .filter({ hasText: new RegExp(`^\\s*${value}\\s*${label}\\s*$`) });
  await expect(tile.first()).toBeVisible();
}

function chat(page: Page) {
  return page.getByRole('log', { name: 'Conversation' });
}

function messageBox(page: Page) {
  return page.getByRole('textbox', { name: 'Message' });
}

function partnerMessages(page: Page) {
  return chat(page).locator('[data-role="partner"]');
}

function learnerMessages(page: Page) {
  return chat(page).locator('[data-role="learner"]:not([data-pending])');
}

/** The whole page from its top, and the screen with the conversation in view. */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const shots = [
    { file: path.join(SHOTS, `${name}-${testInfo.project.name}-page.png`), fullPage: true },
    { file: path.join(SHOTS, `${name}-${testInfo.project.name}-chat.png`), fullPage: false },
  ];
  for (const shot of shots) {
    if (shot.fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    else await chat(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot.file, fullPage: shot.fullPage });
    await testInfo.attach(path.basename(shot.file), { path: shot.file, contentType: 'image/png' });
  }
}

/** The screen as it is (a dialog open, say). */
async function screenshotAsIs(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

test('a signed-out visitor of /gpt-dialogue is sent to the sign-in page', async ({ page }) => {
  await page.goto('/gpt-dialogue');
  await expect(page).toHaveURL(/\/login$/);
});

test('a learner writes Norwegian at A2 about travel: the streamed reply, its correction, audio, counts and history', async ({
  page,
  adminApi,
}, testInfo) => {
  await learnerOnDialogue(page, adminApi);
  await openDialogue(page);
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  await choose(page, { language: 'no', level: 'A2', topic: 'Travel' });
  await expectFigure(page, 'Dialogues', '0');

  const streamed = page.waitForResponse((response) => isCallTo(response.url(), dialogueEndpoints.chatStream));
  const audioResponse = page.waitForResponse((response) => isCallTo(response.url(), dialogueEndpoints.replyAudio));
  await messageBox(page).fill(E2E_LEARNER_MISTAKE);
  await messageBox(page).press('Enter');

  // The learner's message, then the partner's reply, written word by word as server-sent events.
  await expect(learnerMessages(page).first()).toContainText(E2E_LEARNER_MISTAKE);
  const reply = partnerMessages(page).first();
  await expect(reply).toContainText(E2E_PARTNER_REPLY);
  expect((await streamed).headers()['content-type']).toContain('text/event-stream');
  const streamedTexts = await page.evaluate(() => (window as unknown as { __streamedTexts: string[] }).__streamedTexts);
  // The reply grew piece by piece: a beginning of it showed before the whole.
  const beginnings = streamedTexts
    .map((text) => text.trim())
    .filter((text) => text.length > 0 && text.length < E2E_PARTNER_REPLY.length && E2E_PARTNER_REPLY.startsWith(text));
  expect(beginnings.length).toBeGreaterThan(0);
  await expect(messageBox(page)).toHaveValue('');

  // The check's correction under the learner's message: the corrected sentence and why.
  const corrections = learnerMessages(page).first().getByRole('region', { name: 'Corrections' });
  await expect(corrections).toContainText(E2E_CORRECTION.corrected);
  await expect(corrections).toContainText(E2E_CORRECTION.explanation);
  await expect(reply.getByText(`Generated by ${E2E_CHAT_MODEL}`)).toBeVisible();

  // Auto-audio: half a second after the reply, its MP3 is fetched with the learner's token and plays.
  const audio = await audioResponse;
  expect(audio.status()).toBe(200);
  expect(audio.headers()['content-type']).toBe('audio/mpeg');
  expect(audio.request().headers().authorization).toBe(`Bearer ${token}`);
  const entryId = await reply.getAttribute('data-entry-id');
  expect(audio.url()).toContain(endpointPath(dialogueEndpoints.replyAudio, { id: entryId ?? 'missing' }));
  await expect.poll(async () => (await plays(page)).map((play) => play.outcome)).toEqual(['played']);
  await expect.poll(async () => (await plays(page))[0]?.progressed, { timeout: 10_000 }).toBe(true);
  await expect(page.getByText('Error playing audio')).toHaveCount(0);

  // The counts: one dialogue, the words of the learner's message.
  await expectFigure(page, 'Dialogues', '1');
  await expectFigure(page, 'Words', '6');

  // Translate asks for the reply in the interface language (English); the e2e server has no
  // Norwegian→English engine (Apertium's pairs here are en↔es and sv/da→no): it says so, and which.
  const translation = page.waitForResponse((response) =>
    response.url().endsWith(endpointPath(dialogueEndpoints.translateReply, { id: entryId ?? '' })),
  );
  await reply.getByRole('button', { name: 'Translate' }).click();
  expect((await translation).status()).toBe(503);
  const failed = reply.getByRole('alert');
  await expect(failed).toContainText('This reply could not be translated.');
  await expect(failed).toContainText(/No translation engine serves Norwegian.* → English/);
  // The reply grew under the bottom of the chat: it is scrolled into view, the message and its buttons.
  await expect(failed).toBeInViewport();
  await expect(reply.getByRole('button', { name: 'Translate' })).toBeInViewport();

  await screenshot(page, testInfo, 'dialogue');

  // The conversation is kept: a reload shows it again, correction and all.
  await page.reload();
  await expect(learnerMessages(page).first()).toContainText(E2E_LEARNER_MISTAKE);
  await expect(partnerMessages(page).first()).toContainText(E2E_PARTNER_REPLY);
  await expect(learnerMessages(page).first().getByRole('region', { name: 'Corrections' })).toContainText(
    E2E_CORRECTION.corrected,
  );
  await expectFigure(page, 'Dialogues', '1');
});

test('Translate on a Spanish reply shows it in English, the interface language', async ({
  page,
  adminApi,
}, testInfo) => {
  await learnerOnDialogue(page, adminApi);
  await openDialogue(page);
  await choose(page, { language: 'es', level: 'A2', topic: 'Travel' });
  await messageBox(page).fill('Me gusta viajar.');
  await messageBox(page).press('Enter');
  const reply = partnerMessages(page).first();
  await expect(reply).toContainText(E2E_PARTNER_REPLIES.Spanish);
  await reply.getByRole('button', { name: 'Translate' }).click();
  // Apertium translates for real.
  await expect(reply.getByTestId('dialogue-translation')).toContainText(/train/i, { timeout: 20_000 });
  await expect(reply.getByTestId('dialogue-translation')).toBeInViewport();
  await expect(reply.getByRole('button', { name: 'Translate' })).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, testInfo, 'translated');
});

test('live mode: a recording is transcribed into the box and sent a second later, and the reply comes', async ({
  page,
  adminApi,
}) => {
  await learnerOnDialogue(page, adminApi);
  await openDialogue(page);
  await page.getByRole('switch', { name: 'Live mode' }).click();
  await expect(page.getByRole('switch', { name: 'Live mode' })).toHaveAttribute('aria-checked', 'true');

  // What the message box holds, each time it changes, with when (read on every frame).
  await page.evaluate(() => {
    const changes: { value: string; at: number }[] = [];
    Object.assign(window, { __boxChanges: changes });
    const watch = () => {
      const value = document.querySelector('textarea')?.value ?? '';
      if (value !== changes.at(-1)?.value) changes.push({ value, at: performance.now() });
      requestAnimationFrame(watch);
    };
    watch();
  });
  const streamRequest = page.waitForRequest((request) => isCallTo(request.url(), dialogueEndpoints.chatStream));

  await page.getByRole('button', { name: 'Record a message' }).click();
  await expect(page.getByText(/Recording \d:\d\d/)).toBeVisible();
  // Let the sentence play once through the fake microphone, then stop.
  await page.waitForTimeout(3_500);
  await page.getByRole('button', { name: 'Stop recording' }).click();

  // The heard text waits in the box for a second (to be read or corrected), then goes by itself.
  expect((await streamRequest).postDataJSON()).toMatchObject({ message: E2E_HEARD_TEXT, languageCode: 'no' });
  await expect(learnerMessages(page).first()).toContainText(E2E_HEARD_TEXT);
  await expect(messageBox(page)).toHaveValue('');
  const changes = await page.evaluate(
    () => (window as unknown as { __boxChanges: { value: string; at: number }[] }).__boxChanges,
  );
  expect(changes.map((change) => change.value)).toEqual(['', E2E_HEARD_TEXT, '']);
  const [, filled, emptied] = changes as [unknown, { at: number }, { at: number }];
  expect(emptied.at - filled.at).toBeGreaterThanOrEqual(900);
  await expect(partnerMessages(page).first()).toContainText(E2E_PARTNER_REPLY);
});

test('a new study word used in a message is shown as used, and no card is started for it', async ({
  page,
  adminApi,
  request,
}) => {
  const { token } = await learnerOnDialogue(page, adminApi);
  const headers = { authorization: `Bearer ${token}` };
  const added = await request.post(vocabularyEndpoints.addWord.path, {
    headers,
    data: { word: 'tog', language: 'no' },
  });
  expect(added.status()).toBe(201);

  await openDialogue(page);
  await messageBox(page).fill(E2E_LEARNER_MISTAKE);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(partnerMessages(page).first()).toContainText(E2E_PARTNER_REPLY);
  // 'tog' was never practised, so its card is not due: the use is noted, not counted as a review
  // (only a due card's use is; the server's tests cover that: here a card is due a minute after a
  // wrong answer at the soonest).
  const learner = learnerMessages(page).first();
  await expect(learner.getByTestId('dialogue-used-words')).toHaveText('Study words used: tog');
  await expect(learner.getByTestId('dialogue-reviewed-words')).toHaveCount(0);
  const words = (await (
    await request.get(endpointUrl(vocabularyEndpoints.vocabularyWords, undefined, { language: 'no' }), { headers })
  ).json()) as VocabularyWordsResponse;
  expect(words.words.find((word) => word.word === 'tog')).toMatchObject({ reviewCount: 0 });
});

test('End conversation shows the feedback report', async ({ page, adminApi }, testInfo) => {
  await learnerOnDialogue(page, adminApi);
  await openDialogue(page);
  const end = page.getByRole('button', { name: 'End conversation / Feedback' });
  await expect(end).toBeDisabled();
  await messageBox(page).fill(E2E_LEARNER_MISTAKE);
  await messageBox(page).press('Enter');
  await expect(partnerMessages(page).first()).toContainText(E2E_PARTNER_REPLY);

  await end.click();
  const report = page.getByRole('dialog', { name: 'Conversation feedback' });
  await expect(report).toContainText(E2E_FEEDBACK.summary);
  await expect(report.getByRole('heading', { name: 'What went well' })).toBeVisible();
  await expect(report).toContainText(E2E_FEEDBACK.strengths[0] ?? 'missing');
  await expect(report).toContainText(E2E_FEEDBACK.improvements[0] ?? 'missing');
  await expect(report.getByRole('button', { name: 'sommer', exact: true })).toBeVisible();
  await screenshotAsIs(page, testInfo, 'feedback');
  await report.getByRole('button', { name: 'Close' }).first().click();
  await expect(report).toBeHidden();
  // The report closed the conversation: the next one starts empty of turns.
  await expect(end).toBeDisabled();
});

test('a blank message is not sent, and Send waits while a message is on its way', async ({ page, adminApi }) => {
  await learnerOnDialogue(page, adminApi);
  const sent: string[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(routeGlob(dialogueEndpoints.chatStream), async (route) => {
    sent.push(route.request().postDataJSON().message);
    await held;
    await route.continue();
  });
  await openDialogue(page);

  await messageBox(page).fill('   \n  ');
  await messageBox(page).press('Enter');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(learnerMessages(page)).toHaveCount(0);
  expect(sent).toEqual([]);

  await messageBox(page).fill('Hei!');
  await messageBox(page).press('Enter');
  // On its way: the message shows, the reply is being written, Send is disabled, Enter sends nothing more.
  await expect(chat(page).locator('[data-pending="true"]')).toContainText('Hei!');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await messageBox(page).fill('Hei igjen!');
  await messageBox(page).press('Enter');
  // The message shows before its request reaches the route: wait for the request, and only that one.
  await expect.poll(() => sent).toEqual(['Hei!']);

  release();
  await expect(partnerMessages(page).first()).toContainText(E2E_PARTNER_REPLY);
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  expect(sent).toEqual(['Hei!']);
  await expect(messageBox(page)).toHaveValue('Hei igjen!');
});

test('a word of an English reply opens its dictionary entry and joins the study list', async ({
  page,
  adminApi,
  request,
}, testInfo) => {
  // The first look-up on a fresh server waits for the WordNet import.
  test.setTimeout(300_000);
  const { token } = await learnerOnDialogue(page, adminApi);
  await waitForEnglishDictionary(request, token);
  await openDialogue(page);
  await choose(page, { language: 'en' });
  await messageBox(page).fill('I like trains.');
  await messageBox(page).press('Enter');
  const reply = partnerMessages(page).first();
  await expect(reply).toContainText(E2E_PARTNER_REPLIES.English);

  const train = reply.getByRole('button', { name: 'train', exact: true });
  await expect(train).not.toHaveAccessibleDescription(STUDIED);
  await train.click();
  const entry = page.getByRole('dialog', { name: 'train' });
  await expect(entry.getByText('Added to your study list')).toBeVisible();
  await expect(entry.getByText('noun', { exact: true }).first()).toBeVisible();
  await screenshotAsIs(page, testInfo, 'dictionary');
  await entry.getByRole('button', { name: 'Close' }).first().click();
  await expect(entry).toBeHidden();
  await expect(train).toHaveAccessibleDescription(STUDIED);

  const words = (await (
    await request.get(endpointUrl(vocabularyEndpoints.vocabularyWords, undefined, { language: 'en' }), {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as VocabularyWordsResponse;
  expect(words.words.map((word) => word.word)).toContain('train');
});
