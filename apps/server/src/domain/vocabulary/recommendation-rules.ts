import { LANGUAGES } from '@tolk/contracts/languages';
import type { RecommendationRule } from '@tolk/contracts/vocabulary-statistics';
import { type LearnerFigures, percent } from './learner-figures';

/**
 * One piece of advice: what to do, and the studied words it names (none when it names none); a
 * rule's also its kind and the figures it quotes (`values`), for the web to word in the learner's language.
 */
export interface Recommendation {
  kind: string;
  text: string;
  words: string[];
  values?: RecommendationRule['values'];
}

/** Accuracy under this is worth a word of advice: below it FSRS's 90 % target is out of reach. */
const LOW_ACCURACY = 0.8;
/** Weak words named in one recommendation. */
const WEAK_NAMED = 5;

/**
 * Recommendations computed from the learner's figures by fixed rules, for when no chat model is
 * configured or it failed. Every number is one of the figures; nothing is said about what the
 * figures do not show. In English: the page shows rule-made advice marked as such.
 */
export function recommendationsByRules(figures: LearnerFigures): Recommendation[] {
  const advice: Recommendation[] = [];
  if (figures.totalWords === 0) {
    advice.push({
      kind: 'add-words',
      values: {},
      text: 'Your study list is empty: click words in a translation, a phrase or on /demo, or find new words by topic and difficulty.',
      words: [],
    });
    return advice;
  }
  if (figures.dueNow > 0) {
    advice.push({
      kind: 'review-due',
      values: { count: figures.dueNow },
      text: `${figures.dueNow} ${plural(figures.dueNow, 'word is', 'words are')} due for review now: review them first, before new words.`,
      words: [],
    });
  }
  const weak = figures.weakWords.filter((word) => word.lapses > 0 || word.correct < word.reviews).slice(0, WEAK_NAMED);
  if (weak.length > 0) {
    const named = weak.map(
      (word) =>
        `${word.word} (${word.lapses} ${plural(word.lapses, 'lapse', 'lapses')}, ${word.correct}/${word.reviews} right)`,
    );
    advice.push({
      kind: 'practise-weak',
      values: { words: weak.map((word) => word.word).join(', ') },
      text: `Your hardest words: ${named.join(', ')}. Practise them aloud with Spoken Practice, or add an example sentence of your own.`,
      words: weak.map((word) => word.word),
    });
  }
  if (figures.accuracy !== null && figures.accuracy < LOW_ACCURACY) {
    advice.push({
      kind: 'accuracy-low',
      values: { percent: percent(figures.accuracy), count: figures.reviews },
      text: `${percent(figures.accuracy)} % of your ${figures.reviews} answers were right. Fewer new words a day until most answers are right again.`,
      words: [],
    });
  }
  if (figures.currentStreak > 0 && !figures.reviewedToday) {
    advice.push({
      kind: 'keep-streak',
      values: { count: figures.currentStreak },
      text: `Your streak is ${figures.currentStreak} ${plural(figures.currentStreak, 'day', 'days')}: one review today keeps it going.`,
      words: [],
    });
  } else if (figures.currentStreak === 0 && figures.reviews > 0) {
    advice.push({
      kind: 'start-streak',
      values: {},
      text: 'Review a few words today to start a new streak.',
      words: [],
    });
  }
  if (figures.newWords > 0 && figures.dueNow === 0) {
    advice.push({
      kind: 'learn-new',
      values: { count: figures.newWords },
      text: `Nothing is due: a good moment to learn some of your ${figures.newWords} new ${plural(figures.newWords, 'word', 'words')}.`,
      words: [],
    });
  }
  const busiest = [...figures.languages].sort((a, b) => b.dueNow - a.dueNow)[0];
  if (figures.languages.length > 1 && busiest && busiest.dueNow > 0) {
    advice.push({
      kind: 'language-focus',
      values: { language: busiest.language, due: busiest.dueNow, count: busiest.words },
      text: `Most of what is due is ${LANGUAGES[busiest.language].name}: ${busiest.dueNow} of its ${busiest.words} words.`,
      words: [],
    });
  }
  return advice;
}

function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}
