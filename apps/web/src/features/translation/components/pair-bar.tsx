import type { LanguagePair } from '@tolk/contracts/language-pairs';
import { useState } from 'react';
import { useEngines } from '../../../entities/engines/api/get-engines';
import { LanguagePairDialog } from './language-pair-dialog';
import { PairSummary } from './pair-summary';

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
  const engines = useEngines();

  return (
    <div className="space-y-3">
      <PairSummary
        pair={pair}
        onSwap={onSwap}
        onOpen={disabled ? undefined : () => setOpen(true)}
        disabled={disabled}
      />
      <LanguagePairDialog
        open={open}
        onClose={() => setOpen(false)}
        pair={pair}
        onSelect={onChange}
        onSwap={onSwap}
        engines={engines.data}
      />
    </div>
  );
}
