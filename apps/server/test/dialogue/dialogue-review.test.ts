import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialogueWordUses } from '../../src/db/schema/dialogue';
import { lexiconEntries, lexiconForms } from '../../src/db/schema/dictionary';
import { studyWords, vocabularyCards } from '../../src/db/schema/study-words';
import { vocabularyReviewLogs } from '../../src/db/schema/vocabulary';
import {
  chatBody,
  learner,
  onlyCheck,
  onlyReply,
  type PartnerModel,
  partnerEngines,
  startPartnerModel,
  takeTurn,
} from '../support/dialogue';
import { createSource } from '../support/dictionary-lexicon';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Dialogue as review: the partner is asked to weave in the learner's due words, and a study word
 * the learner used correctly in a message is reviewed when its card is due, noted otherwise.
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

describe('dialogue as review', () => {
  /** Study words of a learner; `due` in hours from now gives the word a card due then, null none. */
  async function studying(
    userId: string,
    token: string,
    words: { word: string; language?: string; due: number | null }[],
  ) {
    const ids: Record<string, string> = {};
    for (const { word, language = 'no', due } of words) {
      const [row] = await t.db
        .insert(studyWords)
        .values({ userId, language, word, wordKey: word })
        .returning({ id: studyWords.id });
      if (!row) throw new Error('study word insert returned nothing');
      ids[word] = row.id;
      if (due === null) continue;
      // A first answer makes the card; its due time is then set where the test needs it.
      const answered = await t.request({
        method: 'POST',
        url: `/api/unified-dictionary/practice-result/${row.id}?isCorrect=true`,
        token,
      });
      expect(answered.statusCode, answered.body).toBe(200);
      await t.db
        .update(vocabularyCards)
        .set({ due: new Date(Date.now() + due * 3600_000) })
        .where(eq(vocabularyCards.studyWordId, row.id));
    }
    return ids;
  }

  async function dialogueReviews(studyWordId: string) {
    return t.db
      .select()
      .from(vocabularyReviewLogs)
      .where(and(eq(vocabularyReviewLogs.studyWordId, studyWordId), eq(vocabularyReviewLogs.source, 'dialogue')));
  }

  it('asks the partner to weave in up to three due words of the language, most overdue first', async () => {
    const { user, token } = await learner(t);
    await studying(user.id, token, [
      { word: 'regn', due: -48 },
      { word: 'sol', due: -72 },
      { word: 'vind', due: -1 },
      { word: 'snø', due: -24 },
      { word: 'is', due: 24 },
      { word: 'ny', due: null },
      { word: 'Regen', language: 'de', due: -100 },
    ]);
    await takeTurn(t, token, chatBody({ message: 'Hei' }));
    const { system } = onlyReply(model.fake);
    expect(system).toContain(
      'use these words the learner is studying (inflected as the sentence needs): ["sol","regn","snø"]',
    );
    expect(system).not.toMatch(/vind|"is"|"ny"|Regen/);
  });

  it('does not mention study words when none are due', async () => {
    const { user, token } = await learner(t);
    await studying(user.id, token, [{ word: 'fjell', due: 5 }]);
    await takeTurn(t, token, chatBody({ message: 'Hei' }));
    expect(onlyReply(model.fake).system).not.toMatch(/studying/);
  });

  it('reviews a due study word used correctly (source dialogue) and notes the others; each word once', async () => {
    const { user, token } = await learner(t);
    const ids = await studying(user.id, token, [
      { word: 'bok', due: -2 },
      { word: 'reise', due: 48 },
      { word: 'hus', due: null },
      { word: 'katt', due: -2 },
      { word: 'fjell', due: -2 },
    ]);
    // 'bøkene' is a form of 'bok' in the lexicon.
    const sourceId = await createSource(t.db, {
      format: 'vuizur-tsv',
      language: 'no',
      fileName: `${randomUUID()}.tsv`,
    });
    const [bok] = await t.db
      .insert(lexiconEntries)
      .values({ sourceId, language: 'no', headword: 'bok', headwordKey: 'bok', partOfSpeech: 'noun', senses: [] })
      .returning({ id: lexiconEntries.id });
    if (!bok) throw new Error('lexicon insert returned nothing');
    await t.db.insert(lexiconForms).values({ entryId: bok.id, language: 'no', formKey: 'bøkene' });

    model.checkAnswer = { corrections: [], wordsUsedCorrectly: ['bok', 'BØKENE', 'reise', 'hus', 'fjell'] };
    const message = 'Jeg leser bøkene og en bok i huset. Jeg vil reise med katt, og hus!';
    const entry = await takeTurn(t, token, chatBody({ message }));

    // Candidates: study words in the message, by key or by form; 'fjell' is not in it.
    expect(new Set(onlyCheck(model.fake).input.studyWords)).toEqual(new Set(['bok', 'reise', 'hus', 'katt']));
    expect(new Map(entry.reviewedWords.map((used) => [used.word, used]))).toEqual(
      new Map([
        ['bok', { studyWordId: ids.bok, word: 'bok', scheduled: true }],
        ['reise', { studyWordId: ids.reise, word: 'reise', scheduled: false }],
        ['hus', { studyWordId: ids.hus, word: 'hus', scheduled: false }],
      ]),
    );
    expect(await dialogueReviews(ids.bok as string)).toMatchObject([{ isCorrect: true, userId: user.id }]);
    for (const word of ['reise', 'hus', 'katt', 'fjell'])
      expect(await dialogueReviews(ids[word] as string)).toEqual([]);
    const [card] = await t.db
      .select()
      .from(vocabularyCards)
      .where(eq(vocabularyCards.studyWordId, ids.bok as string));
    expect(card?.due.getTime()).toBeGreaterThan(Date.now());

    const uses = await t.db.select().from(dialogueWordUses).where(eq(dialogueWordUses.entryId, entry.id));
    expect(new Map(uses.map((use) => [use.word, use.scheduled]))).toEqual(
      new Map([
        ['bok', true],
        ['reise', false],
        ['hus', false],
      ]),
    );
    expect(uses.every((use) => use.userId === user.id)).toBe(true);
  });

  it('never reviews another learner’s words, even when the model names them', async () => {
    const owner = await learner(t);
    const ids = await studying(owner.user.id, owner.token, [{ word: 'ost', due: -5 }]);
    const { token } = await learner(t);
    model.checkAnswer = { corrections: [], wordsUsedCorrectly: ['ost'] };
    const entry = await takeTurn(t, token, chatBody({ message: 'Jeg liker ost.' }));
    expect(onlyCheck(model.fake).input.studyWords).toEqual([]);
    expect(entry.reviewedWords).toEqual([]);
    expect(await dialogueReviews(ids.ost as string)).toEqual([]);
  });

  it('commits a turn’s card reviews with its entry: an entry that cannot be stored reviews no card', async () => {
    const { user, token } = await learner(t);
    const ids = await studying(user.id, token, [{ word: 'melk', due: -3 }]);
    const [before] = await t.db
      .select()
      .from(vocabularyCards)
      .where(eq(vocabularyCards.studyWordId, ids.melk as string));
    // The database refuses this one entry, as a full disk or a lost connection would at the last step.
    await t.db.execute(sql`
      CREATE FUNCTION refuse_test_entry() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.user_message LIKE '%melk i kjøleskapet%' THEN RAISE EXCEPTION 'entry refused by the test'; END IF;
        RETURN NEW;
      END $$`);
    await t.db.execute(
      sql`CREATE TRIGGER refuse_test_entry BEFORE INSERT ON dialogue_entries FOR EACH ROW EXECUTE FUNCTION refuse_test_entry()`,
    );
    try {
      model.checkAnswer = { corrections: [], wordsUsedCorrectly: ['melk'] };
      const refused = await t.request({
        method: 'POST',
        url: '/api/dialogue/chat',
        token,
        payload: chatBody({ message: 'Det er melk i kjøleskapet.' }),
      });
      expect(refused.statusCode, refused.body).toBe(500);
      expect(await dialogueReviews(ids.melk as string)).toEqual([]);
      const [after] = await t.db
        .select()
        .from(vocabularyCards)
        .where(eq(vocabularyCards.studyWordId, ids.melk as string));
      expect(after).toEqual(before);
    } finally {
      await t.db.execute(sql`DROP TRIGGER refuse_test_entry ON dialogue_entries`);
      await t.db.execute(sql`DROP FUNCTION refuse_test_entry()`);
    }
    // The same message once the entry can be stored: reviewed and noted together.
    const entry = await takeTurn(t, token, chatBody({ message: 'Det er melk i kjøleskapet.' }));
    expect(entry.reviewedWords).toEqual([{ studyWordId: ids.melk, word: 'melk', scheduled: true }]);
    expect(await dialogueReviews(ids.melk as string)).toHaveLength(1);
  });
});
