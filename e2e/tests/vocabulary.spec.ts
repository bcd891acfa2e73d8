import type { Page } from '@playwright/test';
import { E2E_HEARD_TEXT, E2E_INSPECTOR_URL, FAKE_MICROPHONE_LAUNCH_OPTIONS } from '../support/constants';
import { waitForEnglishDictionary } from '../support/english-dictionary';
import { expect, signIn, test } from '../support/fixtures';

/** Norwegian words and their English meaning, as a learner adds them on /vocabulary. */
const WORDS = [
  { word: 'hus', translation: 'house' },
  { word: 'bok', translation: 'book' },
  { word: 'katt', translation: 'cat' },
] as const;

interface ReceivedTranscription {
  language: string;
  wav: { sampleRate: number; channels: number } | null;
}

async function addWordByHand(page: Page, word: string, translation: string): Promise<void> {
  await page.getByRole('button', { name: 'Add word' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a word' });
  await dialog.getByLabel('Word', { exact: true }).fill(word);
  await dialog.getByLabel('Language', { exact: true }).selectOption('no');
  await dialog.getByLabel('Translation into English').fill(translation);
  await dialog.getByRole('button', { name: 'Add to my list' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `“${word}” is on your study list.` })).toBeVisible();
}

/** The figure of one stat card, found by its label. */
function statCard(page: Page, label: string) {
  return page.getByRole('main').getByText(label, { exact: true }).first().locator('..');
}

// Chromium's fake microphone plays an English sentence spoken by eSpeak NG (made at server start).
test.use({ launchOptions: FAKE_MICROPHONE_LAUNCH_OPTIONS });

test('a learner adds words, practises three (one wrong), sees the summary and the rescheduled list, then speaks one', async ({
  page,
  adminApi,
  request,
}) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await page.goto('/vocabulary');
  await expect(page.getByRole('heading', { level: 1, name: 'Vocabulary' })).toBeVisible();

  // Nothing yet: the empty state says how words get here, and practice has nothing to offer.
  await expect(
    page.getByText('Words are added automatically when you click them in texts and translations.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try the demo texts' })).toHaveAttribute('href', '/demo');
  await page.getByRole('button', { name: 'Practice', exact: true }).click();
  const empty = page.getByRole('dialog', { name: 'No words to practise' });
  await expect(empty).toBeVisible();
  await empty.getByRole('button', { name: 'Close' }).last().click();
  await expect(empty).toBeHidden();

  // Before any word, the language is the pair's: Spanish for English → Spanish, English being the learner's own.
  await page.evaluate(() => localStorage.setItem('selectedLanguagePair', 'en-es'));
  await page.reload();
  await page.getByRole('button', { name: 'Add word' }).click();
  const adding = page.getByRole('dialog', { name: 'Add a word' });
  await expect(adding.getByLabel('Language', { exact: true })).toHaveValue('es');
  await adding.getByRole('button', { name: 'Cancel' }).click();

  for (const { word, translation } of WORDS) await addWordByHand(page, word, translation);
  const list = page.getByRole('region', { name: 'Studied words' });
  await expect(list.getByText('3 words')).toBeVisible();
  // Then it is the language being studied, whatever the pair.
  await page.getByRole('button', { name: 'Add word' }).click();
  await expect(adding.getByLabel('Language', { exact: true })).toHaveValue('no');
  await adding.getByRole('button', { name: 'Cancel' }).click();
  await expect(list.getByText('Not practised yet')).toHaveCount(3);
  await expect(statCard(page, 'Total words')).toContainText('3');
  await expect(statCard(page, 'Accuracy')).toContainText('–');

  // Practice: a blank answer is refused; answers are trimmed and case-insensitive; 'katt' is answered wrong.
  await page.getByRole('button', { name: 'Practice', exact: true }).click();
  const practice = page.getByRole('dialog', { name: 'Practice' });
  await expect(practice.getByText('Word 1 of 3')).toBeVisible();
  const answers: Record<string, string> = { hus: '  House ', bok: 'BOOK', katt: 'dog' };
  for (let index = 0; index < WORDS.length; index++) {
    await expect(practice.getByText(`Word ${index + 1} of 3`)).toBeVisible();
    const shown = (await practice.locator('p[lang="no"]').first().textContent())?.trim() ?? '';
    expect(Object.keys(answers)).toContain(shown);
    const field = practice.getByRole('textbox', { name: 'Your answer' });
    if (index === 0) {
      await practice.getByRole('button', { name: 'Check' }).click();
      await expect(practice.getByRole('alert')).toHaveText('Please enter an answer');
    }
    await field.fill(answers[shown] ?? '');
    await field.press('Enter');
    await expect(practice.locator('[data-outcome]')).toHaveAttribute(
      'data-outcome',
      shown === 'katt' ? 'incorrect' : 'correct',
    );
    if (shown === 'katt') await expect(practice.getByText('The answer is “cat”.')).toBeVisible();
    if (index < WORDS.length - 1) await practice.getByRole('button', { name: 'Next' }).click();
  }
  // Back shows an answered word as it was left; the last word finishes the round.
  await practice.getByRole('button', { name: 'Back' }).click();
  await expect(practice.getByText('Word 2 of 3')).toBeVisible();
  await expect(practice.getByRole('textbox', { name: 'Your answer' })).not.toHaveValue('');
  await practice.getByRole('button', { name: 'Next' }).click();
  await practice.getByRole('button', { name: 'Finish' }).click();
  await expect(practice.getByText('Practice complete')).toBeVisible();
  await expect(practice.getByText('2 of 3 correct')).toBeVisible();
  await practice.getByRole('button', { name: 'Close' }).last().click();

  // The page reloaded its data: accuracy from the three answers, and every word rescheduled by FSRS.
  await expect(statCard(page, 'Accuracy')).toContainText('67');
  await expect(list.getByText('Not practised yet')).toHaveCount(0);
  const katt = list.locator('li', { hasText: 'katt' });
  await expect(katt.getByText('Reviews').locator('..')).toContainText('1');
  await expect(katt.getByText('Accuracy').locator('..')).toContainText('0');
  const hus = list.locator('li', { hasText: 'hus' });
  await expect(hus.getByText('Accuracy').locator('..')).toContainText('100');
  await expect(hus.getByText('Streak').locator('..')).toContainText('1');
  // A right answer moves the next review into the future (how far depends on the answer time:
  // decision 021), shown relative ('in 10 minutes', 'next week').
  const nextReview = hus.locator('time');
  await expect(nextReview).toHaveText(/^in |^tomorrow$|^next /);
  const dueAt = Date.parse((await nextReview.getAttribute('datetime')) ?? '');
  expect(dueAt).toBeGreaterThan(Date.now() + 60_000);

  // Spoken practice on a new word (the three are not due again yet): the recording goes to the
  // recogniser in the word's language, and what it heard is shown.
  await addWordByHand(page, 'sol', 'sun');
  const before = ((await (await request.get(`${E2E_INSPECTOR_URL}/`)).json()) as ReceivedTranscription[]).length;
  await page.getByRole('button', { name: 'Spoken Practice' }).click();
  const spoken = page.getByRole('dialog', { name: 'Spoken Practice' });
  await expect(spoken.getByText('Word 1 of 1')).toBeVisible();
  await expect(spoken.locator('p[lang="no"]').first()).toHaveText('sol');
  await spoken.getByRole('button', { name: 'Record' }).click();
  await expect(spoken.getByText(/Recording \d:\d\d/)).toBeVisible();
  await page.waitForTimeout(3_000);
  await spoken.getByRole('button', { name: 'Stop' }).click();
  await expect(spoken.getByText(`Heard: ${E2E_HEARD_TEXT}`)).toBeVisible({ timeout: 20_000 });
  await expect(spoken.locator('[data-outcome]')).toHaveAttribute('data-outcome', 'incorrect');
  // A second try: the record button is there again after an answer.
  await expect(spoken.getByRole('button', { name: 'Record' })).toBeEnabled();
  await spoken.getByRole('button', { name: 'Record' }).click();
  await expect(spoken.getByText(/Recording \d:\d\d/)).toBeVisible();
  await page.waitForTimeout(3_000);
  await spoken.getByRole('button', { name: 'Stop' }).click();
  await expect(spoken.getByText(`Heard: ${E2E_HEARD_TEXT}`)).toBeVisible({ timeout: 20_000 });
  await expect(spoken.getByRole('button', { name: 'Record' })).toBeEnabled();
  const received = (await (await request.get(`${E2E_INSPECTOR_URL}/`)).json()) as ReceivedTranscription[];
  // Other tests record at the same time (the inspector is shared): look among the requests since ours began.
  expect(received.slice(before)).toContainEqual(
    expect.objectContaining({ language: 'no', wav: expect.objectContaining({ sampleRate: 16_000, channels: 1 }) }),
  );
});

test('words clicked on /demo are on /vocabulary with their dictionary meaning, not practised yet', async ({
  page,
  adminApi,
  request,
}) => {
  test.setTimeout(300_000);
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await waitForEnglishDictionary(request, (await adminApi.signInAs(account)).token);

  await page.goto('/demo');
  for (const word of ['house', 'river']) {
    await page.getByRole('button', { name: word, exact: true }).click();
    const entry = page.getByRole('dialog', { name: word });
    await expect(entry.getByText('Added to your study list')).toBeVisible({ timeout: 20_000 });
    await entry.getByRole('button', { name: 'Close' }).first().click();
    await expect(entry).toBeHidden();
  }

  await page.goto('/vocabulary');
  const list = page.getByRole('region', { name: 'Studied words' });
  await expect(list.getByText('2 words')).toBeVisible();
  const house = list.locator('li', { hasText: 'house' });
  await expect(house.getByText('English')).toBeVisible();
  await expect(house.getByText(/a dwelling that serves as living quarters/)).toBeVisible();
  await expect(house.getByText('Not practised yet')).toBeVisible();
  await expect(list.locator('li', { hasText: 'river' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Total words', { exact: true }).locator('..')).toContainText('2');
});
