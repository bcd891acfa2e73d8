import type { DictionarySense } from '@tolk/contracts/dictionary';
import type { ParseKeys } from 'i18next';

/**
 * Parts of speech as the open dictionaries spell them (WordNet's full words, Wiktextract's short
 * ones), to the catalog's name for each. Others are shown as the dictionary wrote them.
 */
const PART_OF_SPEECH_KEYS: Record<string, ParseKeys> = {
  noun: 'dictionary.partsOfSpeech.noun',
  name: 'dictionary.partsOfSpeech.properNoun',
  'proper noun': 'dictionary.partsOfSpeech.properNoun',
  verb: 'dictionary.partsOfSpeech.verb',
  adj: 'dictionary.partsOfSpeech.adjective',
  adjective: 'dictionary.partsOfSpeech.adjective',
  'adjective satellite': 'dictionary.partsOfSpeech.adjective',
  adv: 'dictionary.partsOfSpeech.adverb',
  adverb: 'dictionary.partsOfSpeech.adverb',
  pron: 'dictionary.partsOfSpeech.pronoun',
  pronoun: 'dictionary.partsOfSpeech.pronoun',
  prep: 'dictionary.partsOfSpeech.preposition',
  preposition: 'dictionary.partsOfSpeech.preposition',
  conj: 'dictionary.partsOfSpeech.conjunction',
  conjunction: 'dictionary.partsOfSpeech.conjunction',
  intj: 'dictionary.partsOfSpeech.interjection',
  interjection: 'dictionary.partsOfSpeech.interjection',
  num: 'dictionary.partsOfSpeech.numeral',
  numeral: 'dictionary.partsOfSpeech.numeral',
  article: 'dictionary.partsOfSpeech.article',
  det: 'dictionary.partsOfSpeech.determiner',
  determiner: 'dictionary.partsOfSpeech.determiner',
  particle: 'dictionary.partsOfSpeech.particle',
  phrase: 'dictionary.partsOfSpeech.phrase',
  abbrev: 'dictionary.partsOfSpeech.abbreviation',
  abbreviation: 'dictionary.partsOfSpeech.abbreviation',
  prefix: 'dictionary.partsOfSpeech.prefix',
  suffix: 'dictionary.partsOfSpeech.suffix',
};

/** The catalog key naming a part of speech, or null to show the dictionary's own word. */
export function partOfSpeechKey(partOfSpeech: string): ParseKeys | null {
  return PART_OF_SPEECH_KEYS[partOfSpeech.trim().toLowerCase()] ?? null;
}

/** How common a word is, in words: bands of its place in the language's frequency list. */
export type FrequencyBand = 'veryCommon' | 'common' | 'lessCommon' | 'rare';

export function frequencyBand(rank: number): FrequencyBand {
  if (rank <= 1000) return 'veryCommon';
  if (rank <= 5000) return 'common';
  if (rank <= 20000) return 'lessCommon';
  return 'rare';
}

export interface SenseGroup {
  partOfSpeech: string | null;
  senses: DictionarySense[];
}

/** Senses under their part of speech, the groups in the order their first sense comes. */
export function groupSenses(senses: DictionarySense[]): SenseGroup[] {
  const groups = new Map<string, SenseGroup>();
  for (const sense of senses) {
    const key = sense.partOfSpeech?.trim().toLowerCase() ?? '';
    const group = groups.get(key) ?? { partOfSpeech: sense.partOfSpeech, senses: [] };
    group.senses.push(sense);
    groups.set(key, group);
  }
  return [...groups.values()];
}
