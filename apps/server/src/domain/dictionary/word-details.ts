import type {
  CefrLevel,
  DictionarySense,
  DictionarySource,
  GeneratedField,
  Pronunciation,
  WordTranslation,
} from '@tolk/contracts/dictionary';
import { CefrLevel as CefrLevelSchema } from '@tolk/contracts/dictionary';
import type { LanguageCode } from '@tolk/contracts/languages';
import { difficultyLevel } from './difficulty-level';
import type { HeadwordMatch } from './find-headword';
import { glossLanguageOf } from './gloss-language';

/**
 * What the dictionary says about a headword, before it meets a learner: the entry's fields
 * without the study-list ones. The lexicon fills it; a later step (a chat model) may fill gaps.
 */
export interface WordDetails {
  word: string;
  wordKey: string;
  language: LanguageCode;
  partOfSpeech: string | null;
  pronunciation: Pronunciation;
  definitions: string[];
  senses: DictionarySense[];
  examples: string[];
  etymology: string | null;
  /** Translations the open data gives (glosses in another language than the word's). */
  translations: WordTranslation[];
  frequencyRank: number | null;
  cefrLevel: CefrLevel | null;
  /** Whether the language has a frequency list: a word missing from it is then rare, not unknown. */
  languageHasFrequencyList: boolean;
  generated: { fields: GeneratedField[]; model: string } | null;
  sources: DictionarySource[];
}

/** Glosses longer than this read as explanations, not as a translation of the word. */
const SHORT_GLOSS_MAX = 40;
/** Translations taken from glosses: the first few meanings, as a bilingual dictionary lists them. */
const LEXICON_TRANSLATIONS_MAX = 3;

/**
 * Merges every entry of one headword (parts of speech, sources) into one set of details:
 * senses in order without repeats, the first etymology and IPA any source has, each source
 * named once.
 */
export function mergeEntries(match: HeadwordMatch, language: LanguageCode): WordDetails {
  const senses: DictionarySense[] = [];
  const byMeaning = new Map<string, DictionarySense>();
  for (const entry of match.entries) {
    for (const sense of entry.senses) {
      const gloss = sense.gloss.trim();
      if (!gloss) continue;
      const meaning = `${entry.partOfSpeech ?? ''}\u0000${gloss.toLowerCase()}`;
      const known = byMeaning.get(meaning);
      if (known) {
        known.examples = unique([...known.examples, ...sense.examples]);
        continue;
      }
      const merged = { partOfSpeech: entry.partOfSpeech, gloss, examples: unique(sense.examples) };
      byMeaning.set(meaning, merged);
      senses.push(merged);
    }
  }
  const ipa = match.entries.find((entry) => entry.ipa?.trim())?.ipa?.trim() ?? null;
  const sources = new Map<number, DictionarySource>();
  for (const entry of match.entries) sources.set(entry.sourceId, entry.attribution);
  const cefr = CefrLevelSchema.safeParse(match.cefrLevel?.toUpperCase());
  const cefrLevel = cefr.success ? cefr.data : null;
  return {
    word: match.headword,
    wordKey: match.headwordKey,
    language,
    partOfSpeech: match.entries.find((entry) => entry.partOfSpeech)?.partOfSpeech ?? null,
    pronunciation: { ipa, ipaSource: ipa ? 'lexicon' : null, reading: null, furigana: null },
    definitions: unique(senses.map((sense) => sense.gloss)),
    senses,
    examples: unique(senses.flatMap((sense) => sense.examples)),
    etymology: match.entries.find((entry) => entry.etymology?.trim())?.etymology?.trim() ?? null,
    translations: lexiconTranslations(match, language),
    frequencyRank: match.frequencyRank,
    cefrLevel,
    languageHasFrequencyList: match.languageHasFrequencyList,
    generated: null,
    sources: [...sources.values()],
  };
}

/** The short glosses of sources whose glosses are in another language than the word: they translate it. */
function lexiconTranslations(match: HeadwordMatch, language: LanguageCode): WordTranslation[] {
  const translations: WordTranslation[] = [];
  const seen = new Set<string>();
  for (const entry of match.entries) {
    const glossLanguage = glossLanguageOf(entry.sourceFormat);
    if (!glossLanguage || glossLanguage === language) continue;
    for (const sense of entry.senses) {
      const text = shortGloss(sense.gloss);
      if (!text || seen.has(`${glossLanguage}:${text.toLowerCase()}`)) continue;
      seen.add(`${glossLanguage}:${text.toLowerCase()}`);
      translations.push({ language: glossLanguage, text, source: 'lexicon' });
    }
  }
  return translations.slice(0, LEXICON_TRANSLATIONS_MAX);
}

/**
 * A gloss as a translation: 'a book' → 'book', 'to see (perceive with the eyes).' → 'to see',
 * 'A wooden board; plank' → 'wooden board'. Null when what is left is still an explanation.
 */
export function shortGloss(gloss: string): string | null {
  const text = gloss
    .replace(/\([^)]*\)/g, ' ')
    .split(/[;,]/)[0]
    ?.replace(/\s+/g, ' ')
    .trim()
    .replace(/[.:]+$/, '')
    .replace(/^(a|an|the) /i, '')
    .trim();
  if (!text || text.length > SHORT_GLOSS_MAX || !/\p{L}/u.test(text)) return null;
  return text;
}

function unique(texts: string[]): string[] {
  return [...new Set(texts.map((text) => text.trim()).filter(Boolean))];
}

/** The learner-facing level of a word from its frequency rank and CEFR level. */
export function detailsDifficulty(
  details: Pick<WordDetails, 'frequencyRank' | 'cefrLevel' | 'languageHasFrequencyList'>,
) {
  return difficultyLevel({
    rank: details.frequencyRank,
    cefr: details.cefrLevel,
    languageHasFrequencyList: details.languageHasFrequencyList,
  });
}
