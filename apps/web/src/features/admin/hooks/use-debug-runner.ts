import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEBUG_TESTS, type DebugTest, runDebugTest, type TestResult, type Translate } from '../lib/debug-tests';

/** Runs debug tests one after another and keeps the latest result per test. */
export function useDebugRunner() {
  const { t } = useTranslation();
  const [results, setResults] = useState<TestResult[]>([]);
  const [runningIds, setRunningIds] = useState<ReadonlySet<string>>(new Set());
  const [runningBatch, setRunningBatch] = useState(false);
  // Bumped by Clear: results of tests started before it are dropped and a running batch stops,
  // so a cleared list stays empty instead of filling up again with the old run's answers.
  const generation = useRef(0);

  const translate = useCallback<Translate>((key, values) => t(key, values), [t]);

  const runOne = useCallback(
    async (test: DebugTest) => {
      const startedIn = generation.current;
      setRunningIds((ids) => new Set(ids).add(test.id));
      const result = await runDebugTest(test, translate);
      setRunningIds((ids) => {
        const next = new Set(ids);
        next.delete(test.id);
        return next;
      });
      if (startedIn !== generation.current) return;
      // A new result replaces the earlier one of the same test.
      setResults((current) => {
        const index = current.findIndex((existing) => existing.id === result.id);
        if (index === -1) return [...current, result];
        return current.map((existing, i) => (i === index ? result : existing));
      });
    },
    [translate],
  );

  /** No selection means every test runs. */
  const runSelected = useCallback(
    async (selectedIds: ReadonlySet<string>) => {
      const tests = selectedIds.size === 0 ? DEBUG_TESTS : DEBUG_TESTS.filter((test) => selectedIds.has(test.id));
      const batch = generation.current;
      setRunningBatch(true);
      for (const test of tests) {
        if (batch !== generation.current) break;
        await runOne(test);
      }
      setRunningBatch(false);
    },
    [runOne],
  );

  const clear = useCallback(() => {
    generation.current += 1;
    setResults([]);
  }, []);

  return { results, runningIds, runningBatch, runOne, runSelected, clear };
}
