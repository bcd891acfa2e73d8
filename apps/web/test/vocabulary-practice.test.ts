import { describe, expect, it } from 'vitest';
import { isBlankAnswer, isCorrectAnswer } from '../src/features/vocabulary/lib/check-answer';
import { describeNextReview } from '../src/features/vocabulary/lib/next-review';
import {
  checkAnswer,
  finishSession,
  goBack,
  goNext,
  revealAnswer,
  startSession,
  summarise,
  typeAnswer,
} from '../src/features/vocabulary/lib/practice-session';

const house = { answers: ['house', 'home'], answerLanguage: 'en' };

describe('practice answers (trimmed, case-insensitive)', () => {
  it('compares trimmed and case-insensitive against every accepted answer', () => {
    expect(isCorrectAnswer('  House ', house.answers, 'en')).toBe(true);
    expect(isCorrectAnswer('HOME', house.answers, 'en')).toBe(true);
    expect(isCorrectAnswer('hous', house.answers, 'en')).toBe(false);
    expect(isCorrectAnswer('the house', house.answers, 'en')).toBe(false);
  });

  it('lowercases with the rules of the answer language', () => {
    // Turkish capital I lowercases to dotless ı, so 'IŞIK' matches 'ışık' only in Turkish.
    expect(isCorrectAnswer('IŞIK', ['ışık'], 'tr')).toBe(true);
    expect(isCorrectAnswer('IŞIK', ['ışık'], 'en')).toBe(false);
  });

  it('treats whitespace alone as blank', () => {
    expect(isBlankAnswer(' \t\n')).toBe(true);
    expect(isBlankAnswer(' a ')).toBe(false);
  });
});

describe('a practice round', () => {
  it('refuses a blank answer and keeps the word unanswered', () => {
    const session = typeAnswer(startSession(2), '   ');
    const { session: after, result } = checkAnswer(session, house);
    expect(result).toBe('blank');
    expect(after.outcomes).toEqual(['unanswered', 'unanswered']);
  });

  it('moves each word from unanswered to correct, incorrect or revealed, once', () => {
    let session = startSession(3);
    session = checkAnswer(typeAnswer(session, 'House'), house).session;
    session = goNext(session);
    const wrong = checkAnswer(typeAnswer(session, 'dog'), house);
    expect(wrong.result).toBe('incorrect');
    session = goNext(wrong.session);
    session = revealAnswer(session);
    expect(session.outcomes).toEqual(['correct', 'incorrect', 'revealed']);
    // An answered word is neither re-typed nor checked again.
    expect(typeAnswer(session, 'house').typed[2]).toBe('');
    expect(checkAnswer(session, house).result).toBe('already');
    expect(revealAnswer(goBack(session)).outcomes).toEqual(session.outcomes);
  });

  it('keeps back and next within the round and summarises the outcomes', () => {
    let session = goBack(startSession(2));
    expect(session.index).toBe(0);
    session = goNext(goNext(goNext(session)));
    expect(session.index).toBe(1);
    session = finishSession(checkAnswer(typeAnswer(session, 'home'), house).session);
    expect(session.finished).toBe(true);
    expect(summarise(session)).toEqual({ total: 2, correct: 1, incorrect: 0, revealed: 0, unanswered: 1 });
  });
});

describe('next review', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('is due once the time has come or is under a minute away', () => {
    expect(describeNextReview('2026-11-24T11:00:00Z', 'en', now)).toEqual({ due: true });
    expect(describeNextReview('2026-11-24T12:00:30Z', 'en', now)).toEqual({ due: true });
  });

  it('says how soon otherwise, in the interface language', () => {
    expect(describeNextReview('2026-11-24T12:10:00Z', 'en', now)).toEqual({ due: false, text: 'in 10 minutes' });
    expect(describeNextReview('2026-11-27T12:00:00Z', 'de', now)).toEqual({ due: false, text: 'in 3 Tagen' });
  });
});
