import type { LanguagePair } from '@tolk/contracts/language-pairs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../shared/ui/alert';
import { useEngines } from '../api/get-engines';
import { pairRoute } from '../lib/pair-availability';
import { LanguagePairDialog } from './language-pair-dialog';
import { PairSummary } from './pair-summary';

interface PairBarProps {
  pair: LanguagePair;
  onChange: (pair: LanguagePair) => void;
  onSwap: () => void;
  /** While a request runs the pair stays as it is. */
  disabled: boolean;
}

/** The translators' pair selector: the pair, swap, the dialog, and a warning when no engine serves it. */
export function PairBar({ pair, onChange, onSwap, disabled }: PairBarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const engines = useEngines();
  const unavailable = pairRoute(engines.data, pair.source, pair.target) === 'none';

  return (
    <div className="space-y-3">
      <PairSummary
        pair={pair}
        onSwap={onSwap}
        onOpen={disabled ? undefined : () => setOpen(true)}
        disabled={disabled}
      />
      {unavailable ? (
        <Alert tone="warning" title={t('languagePair.unavailableTitle')}>
          {engines.data?.translation.hint}
        </Alert>
      ) : null}
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
