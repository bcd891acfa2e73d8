import { isBlankAnswer, isCorrectAnswer } from './check-answer';

/** Where one word of a practice round stands (docs/product.md, Vocabulary: Practice). */
export type PracticeOutcome = 'unanswered' | 'correct' | 'incorrect' | 'revealed';

/** What a round needs of each word: the answers accepted and the language they are in. */
export interface PracticeTarget {
  answers: readonly string[];
  answerLanguage: string;
}

export interface PracticeSession {
  index: number;
  outcomes: PracticeOutcome[];
  /** What the learner typed for each word, kept when they go back. */
  typed: string[];
  finished: boolean;
}

export function startSession(count: number): PracticeSession {
  return {
    index: 0,
    outcomes: Array.from({ length: count }, () => 'unanswered'),
    typed: Array.from({ length: count }, () => ''),
    finished: false,
  };
}

function withCurrent(session: PracticeSession, outcome: PracticeOutcome, typed?: string): PracticeSession {
  const outcomes = session.outcomes.with(session.index, outcome);
  const texts = typed === undefined ? session.typed : session.typed.with(session.index, typed);
  return { ...session, outcomes, typed: texts };
}

export function typeAnswer(session: PracticeSession, text: string): PracticeSession {
  if (session.outcomes[session.index] !== 'unanswered') return session;
  return { ...session, typed: session.typed.with(session.index, text) };
}

/**
 * Checks the typed answer of the current word. A blank answer changes nothing ('blank': the
 * learner is asked for one); an answered word is not checked twice.
 */
export function checkAnswer(
  session: PracticeSession,
  target: PracticeTarget,
): { session: PracticeSession; result: 'blank' | 'already' | 'correct' | 'incorrect' } {
  if (session.outcomes[session.index] !== 'unanswered') return { session, result: 'already' };
  const typed = session.typed[session.index] ?? '';
  if (isBlankAnswer(typed)) return { session, result: 'blank' };
  const result = isCorrectAnswer(typed, target.answers, target.answerLanguage) ? 'correct' : 'incorrect';
  return { session: withCurrent(session, result), result };
}

/** Shows the answer of an unanswered word: it counts as not known. */
export function revealAnswer(session: PracticeSession): PracticeSession {
  if (session.outcomes[session.index] !== 'unanswered') return session;
  return withCurrent(session, 'revealed');
}

export function goBack(session: PracticeSession): PracticeSession {
  return { ...session, index: Math.max(0, session.index - 1) };
}

export function goNext(session: PracticeSession): PracticeSession {
  return { ...session, index: Math.min(session.outcomes.length - 1, session.index + 1) };
}

export function finishSession(session: PracticeSession): PracticeSession {
  return { ...session, finished: true };
}

export interface PracticeSummary {
  total: number;
  correct: number;
  incorrect: number;
  revealed: number;
  unanswered: number;
}

export function summarise(session: PracticeSession): PracticeSummary {
  const count = (outcome: PracticeOutcome) => session.outcomes.filter((o) => o === outcome).length;
  return {
    total: session.outcomes.length,
    correct: count('correct'),
    incorrect: count('incorrect'),
    revealed: count('revealed'),
    unanswered: count('unanswered'),
  };
}
