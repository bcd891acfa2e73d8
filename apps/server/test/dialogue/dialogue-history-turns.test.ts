import { randomUUID } from 'node:crypto';
import { DialogueFeedback, DialogueHistoryResponse, DialogueStats, dialoguePaths } from '@tolk/contracts/dialogue';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { studyWords } from '../../src/db/schema/dictionary';
import { chatBody, learner, type PartnerModel, partnerEngines, startPartnerModel, takeTurn } from '../support/dialogue';
import { readLinkPage } from '../support/link-pages';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * History, stats, audio and feedback read what the chat turn stored: an entry reads back exactly
 * as the turn answered it, and the totals are those of the turns taken.
 */

let model: PartnerModel;
let t: TestApp;

beforeAll(async () => {
  model = await startPartnerModel();
  t = await createTestApp(partnerEngines(model));
});
afterAll(async () => {
  await Promise.all([t.close(), model.fake.close()]);
});
beforeEach(() => model.reset());

describe('the dialogue as the chat turn stored it', () => {
  it('answers every turn in the history as the turn answered it, counts it, speaks it and reports on it', async () => {
    const { user, token } = await learner(t);
    await t.db.insert(studyWords).values({ userId: user.id, language: 'no', word: 'reise', wordKey: 'reise' });
    const conversationId = randomUUID();
    model.checkAnswer = {
      corrections: [
        { original: 'Jeg vil reise til Bergen.', corrected: 'Jeg vil reise til Bergen.', explanation: 'OK' },
      ],
      wordsUsedCorrectly: ['reise'],
    };
    const first = await takeTurn(t, token, chatBody({ conversationId }));
    model.checkAnswer = { corrections: [], wordsUsedCorrectly: [] };
    const second = await takeTurn(t, token, chatBody({ conversationId, level: 'B1', message: 'Med tog, tror jeg.' }));
    expect(first.reviewedWords.map((word) => word.word)).toEqual(['reise']);

    const page = await t.request({ method: 'GET', url: dialoguePaths.history('no'), token });
    expect(page.statusCode, page.body).toBe(200);
    const { items, nextCursor } = readLinkPage(page, DialogueHistoryResponse);
    expect({ entries: items, nextCursor }).toEqual({ entries: [second, first], nextCursor: null });

    const stats = DialogueStats.parse(
      (await t.request({ method: 'GET', url: dialoguePaths.stats('no'), token })).json(),
    );
    // 'Hei! Jeg vil reise til Bergen.' has 6 words, 'Med tog, tror jeg.' 4; the first turn counts 30 s
    // and the second the few milliseconds since: under a minute in all.
    expect(stats).toEqual({
      languageCode: 'no',
      languageName: 'Norwegian',
      level: 'B1',
      totalDialogues: 2,
      totalWords: 10,
      totalTimeMinutes: 1,
    });

    const audio = await t.request({ method: 'GET', url: second.gptAudioUrl, token });
    expect(audio.statusCode, audio.body).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');

    model.reset();
    model.checkAnswer = {
      summary: 'Bra samtale.',
      strengths: ['Good questions.'],
      improvements: [],
      wordsToLearn: ['tog'],
    };
    const feedback = await t.request({
      method: 'POST',
      url: dialoguePaths.feedback(conversationId),
      token,
      payload: { interfaceLanguage: 'en' },
    });
    expect(feedback.statusCode, feedback.body).toBe(200);
    expect(DialogueFeedback.parse(feedback.json())).toMatchObject({
      conversationId,
      turns: 2,
      generated: { model: 'partner-1' },
    });
    const sent = JSON.parse(model.fake.requests.map((request) => JSON.parse(request.body))[0].messages[1].content);
    expect(sent.turns).toEqual([
      { learner: first.userMessage, partner: first.gptResponse },
      { learner: second.userMessage, partner: second.gptResponse },
    ]);
  });
});
