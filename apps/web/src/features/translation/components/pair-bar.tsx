import type { LanguagePair } from '@tolk/contracts/language-pairs';
import { lazy, Suspense, useState } from 'react';
import { useEngines } from '../../../entities/engines/api/get-engines';
import { PairSummary } from './pair-summary';

// The dialog is a chunk of its own, loaded on the first opening: the translators' first load has a budget
// (scripts/check-bundle-budget.mjs).
const LanguagePairDialog = lazy(() =>
  import('./language-pair-dialog').then((m) => ({ default: m.LanguagePairDialog })),
);

interface PairBarProps {
  pair: LanguagePair;
  onChange: (pair: LanguagePair) => void;
  onSwap: () => void;
  /** While a request runs the pair stays as it is. */
  disabled: boolean;
}

/** The translators' pair selector: the pair, swap and the dialog. */
export function PairBar({ pair, onChange, onSwap, disabled }: PairBarProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing it keeps the browser's focus return.
  const [opened, setOpened] = useState(false);
  const engines = useEngines();

  return (
    <div className="space-y-3">
      <PairSummary
        pair={pair}
        onSwap={onSwap}
        onOpen={
          disabled
            ? undefined
            : () => {
                setOpen(true);
                setOpened(true);
              }
        }
        disabled={disabled}
      />
      {opened ? (
        <Suspense fallback={null}>
          <LanguagePairDialog
            open={open}
            onClose={() => setOpen(false)}
            pair={pair}
            onSelect={onChange}
            onSwap={onSwap}
            engines={engines.data}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
