import type { GeneratedField } from '@tolk/contracts/dictionary';
import type { LanguageCode } from '@tolk/contracts/languages';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { generatedWordDetails } from '../../db/schema/dictionary';
import type { ChatService } from '../../engines/chat/chat-service';
import { type GeneratableField, type GeneratedWordDetails, generateWordDetails } from './generate-word-details';
import type { FillGaps } from './look-up-word';
import type { WordDetails } from './word-details';
import { wordKey } from './word-key';

/** A cached answer: what the model wrote, and which fields it was asked for. */
interface CachedDetails {
  asked: GeneratableField[];
  answer: Omit<GeneratedWordDetails, 'model' | 'engine'>;
}

export interface ChatGapFillerOptions {
  db: Database;
  chat: ChatService;
  log: FastifyBaseLogger;
}

/**
 * The look-up's gap filler when a chat model is configured: it asks the model only for what the
 * open data lacks (examples, etymology, a gloss in the learner's interface language; everything
 * when no dictionary knows the word), stores the answer per word and interface language so a word
 * costs one call however often it is clicked, and marks each field it used as generated. Open data
 * always wins where it has an answer. A model that is down, over budget or does not know the word
 * leaves the entry as the open data made it, never failing the look-up; over budget, `skipped`
 * says the model's part can come later. A model call counts against the budget, cached answers do not.
 */
export function chatGapFiller(options: ChatGapFillerOptions): FillGaps {
  return async ({ userId, lookedUp, language, interfaceLanguage, details, mayAskEngine }) => {
    const unchanged = { details, skipped: false };
    if (!options.chat.available()) return unchanged;
    const missing = missingFields(details, interfaceLanguage);
    if (missing.length === 0) return unchanged;
    const word = details?.word ?? lookedUp.trim();
    const key = wordKey(word);

    let cached = await readCached(options.db, language, key, interfaceLanguage);
    if (!cached || missing.some((field) => !cached?.details.asked.includes(field))) {
      if (!(await mayAskEngine())) return { details, skipped: true };
      try {
        const answer = await generateWordDetails({
          chat: options.chat,
          word,
          language,
          interfaceLanguage,
          partOfSpeech: details?.partOfSpeech ?? undefined,
          missing,
          learner: userId,
        });
        if (!answer) return unchanged;
        const { model: answeredBy, engine: _engine, ...fields } = answer;
        const stored: CachedDetails = { asked: missing, answer: fields };
        await options.db
          .insert(generatedWordDetails)
          .values({ language, wordKey: key, interfaceLanguage, details: { ...stored }, model: answeredBy })
          .onConflictDoUpdate({
            target: [
              generatedWordDetails.language,
              generatedWordDetails.wordKey,
              generatedWordDetails.interfaceLanguage,
            ],
            set: { details: { ...stored }, model: answeredBy, createdAt: new Date() },
          });
        cached = { details: stored, model: answeredBy };
      } catch (error) {
        options.log.warn({ err: error, language }, 'the chat model could not fill a dictionary entry');
        return unchanged;
      }
    }
    const generated = applyGenerated(details, cached.details.answer, {
      word,
      wordKey: key,
      language,
      interfaceLanguage,
      model: cached.model,
    });
    return { details: generated, skipped: false };
  };
}

/** What the open data lacks for this learner; everything but a same-language gloss when it has nothing. */
function missingFields(details: WordDetails | null, interfaceLanguage: LanguageCode): GeneratableField[] {
  if (!details) return ['definitions', 'examples', 'etymology', 'gloss'];
  const missing: GeneratableField[] = [];
  if (details.definitions.length === 0) missing.push('definitions');
  if (details.examples.length === 0) missing.push('examples');
  if (!details.etymology) missing.push('etymology');
  const hasGloss = details.translations.some((translation) => translation.language === interfaceLanguage);
  if (!hasGloss && details.language !== interfaceLanguage) missing.push('gloss');
  return missing;
}

async function readCached(
  db: Database,
  language: LanguageCode,
  key: string,
  interfaceLanguage: LanguageCode,
): Promise<{ details: CachedDetails; model: string } | undefined> {
  const [row] = await db
    .select({ details: generatedWordDetails.details, model: generatedWordDetails.model })
    .from(generatedWordDetails)
    .where(
      and(
        eq(generatedWordDetails.language, language),
        eq(generatedWordDetails.wordKey, key),
        eq(generatedWordDetails.interfaceLanguage, interfaceLanguage),
      ),
    );
  if (!row) return undefined;
  return { details: row.details as unknown as CachedDetails, model: row.model };
}

/** The open data's details with the model's answer in the fields it left empty, each marked. */
function applyGenerated(
  details: WordDetails | null,
  answer: CachedDetails['answer'],
  context: { word: string; wordKey: string; language: LanguageCode; interfaceLanguage: LanguageCode; model: string },
): WordDetails | null {
  if (!answer.recognised) return details;
  const base: WordDetails = details ?? {
    word: context.word,
    wordKey: context.wordKey,
    language: context.language,
    partOfSpeech: null,
    pronunciation: { ipa: null, ipaSource: null, reading: null, furigana: null },
    definitions: [],
    senses: [],
    examples: [],
    etymology: null,
    translations: [],
    frequencyRank: null,
    cefrLevel: null,
    languageHasFrequencyList: false,
    generated: null,
    sources: [],
  };
  const fields: GeneratedField[] = [];
  const next = { ...base };
  if (base.definitions.length === 0 && answer.definitions?.length) {
    next.definitions = answer.definitions;
    next.senses = answer.definitions.map((gloss) => ({ partOfSpeech: base.partOfSpeech, gloss, examples: [] }));
    fields.push('definitions');
  }
  if (base.examples.length === 0 && answer.examples?.length) {
    next.examples = answer.examples;
    fields.push('examples');
  }
  if (!base.etymology && answer.etymology) {
    next.etymology = answer.etymology;
    fields.push('etymology');
  }
  const hasGloss = base.translations.some((translation) => translation.language === context.interfaceLanguage);
  if (!hasGloss && answer.gloss) {
    next.translations = [
      ...base.translations,
      { language: context.interfaceLanguage, text: answer.gloss, source: 'generated' },
    ];
    fields.push('translation');
  }
  // A word no dictionary knows is shown only when the model gave at least a definition of it.
  if (!details && !fields.includes('definitions')) return null;
  if (fields.length === 0) return details;
  return { ...next, generated: { fields, model: context.model } };
}
