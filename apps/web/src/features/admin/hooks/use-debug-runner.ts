import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEBUG_TESTS, type DebugTest, runDebugTest, type TestResult, type Translate } from '../lib/debug-tests';

/** Runs debug tests one after another and keeps the latest result per test. */
export function useDebugRunner() {
  const { t } = useTranslation();
  const [results, setResults] = useState<TestResult[]>([]);
  const [runningIds, setRunningIds] = useState<ReadonlySet<string>>(new Set());
  const [runningBatch, setRunningBatch] = useState(false);

  const translate = useCallback<Translate>((key, values) => t(key, values), [t]);

  const runOne = useCallback(
    async (test: DebugTest) => {
      setRunningIds((ids) => new Set(ids).add(test.id));
      const result = await runDebugTest(test, translate);
      // A new result replaces the earlier one of the same test (spec section 4).
      setResults((current) => {
        const index = current.findIndex((existing) => existing.id === result.id);
        if (index === -1) return [...current, result];
        return current.map((existing, i) => (i === index ? result : existing));
      });
      setRunningIds((ids) => {
        const next = new Set(ids);
        next.delete(test.id);
        return next;
      });
    },
    [translate],
  );

  /** No selection means every test runs. */
  const runSelected = useCallback(
    async (selectedIds: ReadonlySet<string>) => {
      const tests = selectedIds.size === 0 ? DEBUG_TESTS : DEBUG_TESTS.filter((test) => selectedIds.has(test.id));
      setRunningBatch(true);
      for (const test of tests) await runOne(test);
      setRunningBatch(false);
    },
    [runOne],
  );

  const clear = useCallback(() => setResults([]), []);

  return { results, runningIds, runningBatch, runOne, runSelected, clear };
}
