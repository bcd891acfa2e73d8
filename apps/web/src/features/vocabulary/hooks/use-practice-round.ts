import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudyChanges } from '@tolk/contracts/study-changes';
import type { PracticeWord, ReviewOutcome } from '@tolk/contracts/vocabulary-practice';
import { useCallback, useEffect, useRef, useState } from 'react';
import { applyStudyChanges, mergeStudyChanges } from '../../../entities/study-words/apply-study-changes';
import { getPracticeWords } from '../api/get-practice-words';
import {
  finishSession,
  goBack,
  goNext,
  type PracticeOutcome,
  type PracticeSession,
  startSession,
} from '../lib/practice-session';
import { useLearnerLanguage } from './use-learner-language';

/**
 * One practice round, typed or spoken: the words (10, due first, then new, answered in the
 * learner's language), where each stands, the server's review of each answer, and the navigation.
 * The round's words are read once: answering reschedules them, and a refetch mid-round would
 * replace the word being answered.
 */
export function usePracticeRound() {
  const learnerLanguage = useLearnerLanguage();
  const queryClient = useQueryClient();
  const [round, setRound] = useState(0);
  const [session, setSession] = useState<PracticeSession | null>(null);
  const [reviews, setReviews] = useState<Record<string, ReviewOutcome>>({});
  const [saveFailed, setSaveFailed] = useState(false);
  const pending = useRef(new Set<Promise<unknown>>());
  /** What the answers saved so far changed, applied when the round ends. */
  const changed = useRef<StudyChanges[]>([]);
  const shownAt = useRef(Date.now());

  const words = useQuery({
    queryKey: ['vocabulary-practice', learnerLanguage, round] as const,
    queryFn: ({ signal }) => getPracticeWords({ targetLanguage: learnerLanguage, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  const list: PracticeWord[] = words.data?.words ?? [];
  const current = session ?? (words.data ? startSession(list.length) : null);
  const word = current ? list[current.index] : undefined;
  const index = current?.index ?? 0;

  // The answer time runs from the moment a word is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the index and round are what restart it.
  useEffect(() => {
    shownAt.current = Date.now();
  }, [index, round]);

  const update = useCallback(
    (change: (session: PracticeSession) => PracticeSession) =>
      setSession((previous) => {
        const base = previous ?? (words.data ? startSession(words.data.words.length) : null);
        return base ? change(base) : previous;
      }),
    [words.data],
  );

  /** Sends one answer's review to the server; its result (the next review) is shown in the summary. */
  const track = useCallback((id: string, review: Promise<ReviewOutcome>) => {
    const settled = review.then(
      (outcome) => {
        changed.current.push(outcome.changes);
        setReviews((all) => ({ ...all, [id]: outcome }));
      },
      () => setSaveFailed(true),
    );
    pending.current.add(settled);
    void settled.finally(() => pending.current.delete(settled));
  }, []);

  const answerTimeMs = () => Date.now() - shownAt.current;

  /** The vocabulary page's figures and list, once every answer sent has been saved: what the answers changed. */
  const reloadVocabulary = useCallback(async () => {
    await Promise.allSettled([...pending.current]);
    const changes = mergeStudyChanges(changed.current.splice(0));
    await applyStudyChanges(queryClient, changes);
  }, [queryClient]);

  const answered = current ? current.outcomes.some((outcome) => outcome !== 'unanswered') : false;

  return {
    words,
    list,
    session: current,
    word,
    reviews,
    saveFailed,
    answered,
    learnerLanguage,
    answerTimeMs,
    update,
    track,
    setOutcome: (outcome: PracticeOutcome) => update((s) => ({ ...s, outcomes: s.outcomes.with(s.index, outcome) })),
    back: () => update(goBack),
    next: () => update(goNext),
    finish: () => {
      update(finishSession);
      void reloadVocabulary();
    },
    /** On close: an unfinished round that was answered still changed the figures. */
    close: () => {
      if (answered && !current?.finished) void reloadVocabulary();
    },
    again: () => {
      setSession(null);
      setReviews({});
      setSaveFailed(false);
      setRound((value) => value + 1);
    },
  };
}

export type PracticeRound = ReturnType<typeof usePracticeRound>;
