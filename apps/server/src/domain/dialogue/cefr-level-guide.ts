import type { DialogueLevel } from '@tolk/contracts/dialogue';

/** What a partner at one CEFR level may use, in the words the model reads. */
export interface LevelGuide {
  name: string;
  vocabulary: string;
  sentences: string;
  grammar: string;
}

/**
 * The six levels as the model is told them. A model asked for "A2" alone tends to write B1 and
 * up; naming the vocabulary size, the sentence length and the tenses keeps it where the learner
 * is. The figures are the usual rough sizes of a learner's vocabulary at each level.
 */
export const LEVEL_GUIDES: Record<DialogueLevel, LevelGuide> = {
  A1: {
    name: 'Beginner',
    vocabulary: 'only the 500 or so most common everyday words',
    sentences: 'very short sentences of 3 to 7 words',
    grammar: 'present tense only, simple questions, no subordinate clauses',
  },
  A2: {
    name: 'Elementary',
    vocabulary: 'the 1,000 to 1,500 most common words, everyday topics',
    sentences: 'short sentences of up to 10 words, joined with "and", "but", "because"',
    grammar: 'present, simple past and simple future; common phrases; no complex clauses',
  },
  B1: {
    name: 'Intermediate',
    vocabulary: 'about 2,500 common words, familiar topics, few idioms',
    sentences: 'sentences of up to 15 words, simple subordinate clauses',
    grammar: 'all common tenses, including perfect tenses; simple conditionals',
  },
  B2: {
    name: 'Upper Intermediate',
    vocabulary: 'about 4,000 words, some abstract and topic-specific words, common idioms',
    sentences: 'natural sentences of varied length with subordinate clauses',
    grammar: 'all tenses, conditionals, passive voice, reported speech',
  },
  C1: {
    name: 'Advanced',
    vocabulary: 'a wide vocabulary of about 8,000 words, idioms and nuance',
    sentences: 'complex, well-structured sentences as a fluent speaker writes them',
    grammar: 'the full grammar, including subjunctive and less common structures',
  },
  C2: {
    name: 'Mastery',
    vocabulary: 'the vocabulary of an educated native speaker, idiomatic and precise',
    sentences: 'natural native-speaker sentences of any length and style',
    grammar: 'everything a native speaker uses, register and style included',
  },
};
