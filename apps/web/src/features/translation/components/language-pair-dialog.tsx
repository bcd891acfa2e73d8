import type { EnginesResponse, PairRoute } from '@tolk/contracts/engines';
import type { LanguagePair } from '@tolk/contracts/language-pairs';
import { LANGUAGE_CODES, type LanguageCode } from '@tolk/contracts/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pairRoute, servedPairs, sourceUnavailable } from '../../../entities/engines/pair-routes';
import { targetAfterSourceChange, targetChoices } from '../../../entities/language-pair/distinct-languages';
import { pairOf } from '../../../entities/language-pair/language-pair-store';
import { useIsAdmin } from '../../../entities/session/use-session';
import { languageMatches } from '../../../shared/lib/language-names';
import { Alert } from '../../../shared/ui/alert';
import { Dialog } from '../../../shared/ui/dialog';
import { SearchField } from '../../../shared/ui/search-field';
import { SetupHint } from './engine-notices';
import { LanguageOption } from './language-option';
import { PairSummary } from './pair-summary';

interface LanguagePairDialogProps {
  open: boolean;
  onClose: () => void;
  pair: LanguagePair;
  onSelect: (pair: LanguagePair) => void;
  onSwap: () => void;
  engines: EnginesResponse | undefined;
}

const ROUTE_ORDER: Record<PairRoute, number> = { direct: 0, pivot: 1, preparable: 2, none: 3 };

/** The languages by rank (lower first), keeping the catalog order within a rank. */
function byPreference(codes: LanguageCode[], rank: (code: LanguageCode) => number): LanguageCode[] {
  return codes
    .map((code, index) => ({ code, index, rank: rank(code) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ code }) => code);
}

/**
 * The language pair dialog (docs/product.md, Translation): search, a from-list, a to-list without the chosen
 * source, and swap. Pairs no engine serves stay in the lists, after those that work, marked with the reason.
 */
export function LanguagePairDialog({ open, onClose, pair, onSelect, onSwap, engines }: LanguagePairDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('languagePair.title')} className="max-w-2xl">
      <PairLists pair={pair} onSelect={onSelect} onSwap={onSwap} engines={engines} onDone={onClose} />
    </Dialog>
  );
}

function PairLists({
  pair,
  onSelect,
  onSwap,
  engines,
  onDone,
}: Omit<LanguagePairDialogProps, 'open' | 'onClose'> & { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const isAdmin = useIsAdmin();
  const matching = LANGUAGE_CODES.filter((code) => languageMatches(code, query, i18n.language));
  // The selector prefers what the engines serve: languages something translates out of first, and
  // targets served directly, then through English, then those no engine serves (still choosable).
  const sources = byPreference(matching, (code) => (sourceUnavailable(engines, code) ? 1 : 0));
  const targets = byPreference(
    targetChoices(matching, pair.source),
    (code) => ROUTE_ORDER[pairRoute(engines, pair.source, code)],
  );
  const anyUnavailable = LANGUAGE_CODES.some(
    (code) => code !== pair.source && pairRoute(engines, pair.source, code) === 'none',
  );

  const chooseSource = (source: LanguageCode) => {
    // Keep the target unless it is the new source; then the old source takes its place. When no
    // engine serves that pair, the first target that works from the new source takes its place.
    const kept = targetAfterSourceChange(pair, source);
    const target =
      pairRoute(engines, source, kept) === 'none' && engines
        ? (servedPairs(engines).find((served) => served.source === source)?.target ?? kept)
        : kept;
    const next = pairOf(source, target);
    if (next) onSelect(next);
  };
  const chooseTarget = (target: LanguageCode) => {
    const next = pairOf(pair.source, target);
    if (next) onSelect(next);
    onDone();
  };

  return (
    <div className="space-y-4">
      <SearchField
        label={t('languagePair.search')}
        placeholder={t('languagePair.searchPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <PairSummary pair={pair} onSwap={onSwap} />
      {/* Side by side where the longest names fit ("Нидерландский"); one above the other on a phone. */}
      <div className="grid gap-3 min-[480px]:grid-cols-2">
        <section aria-labelledby="pair-from-heading" className="min-w-0">
          <h3 id="pair-from-heading" className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t('languagePair.from')}
          </h3>
          <ul className="max-h-44 space-y-0.5 overflow-y-auto pr-1 min-[480px]:max-h-72">
            {sources.map((code) => (
              <li key={code}>
                <LanguageOption
                  code={code}
                  selected={code === pair.source}
                  onClick={() => chooseSource(code)}
                  unavailableReason={sourceUnavailable(engines, code) ? t('languagePair.noEngine') : undefined}
                />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="pair-to-heading" className="min-w-0">
          <h3 id="pair-to-heading" className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t('languagePair.to')}
          </h3>
          <ul className="max-h-44 space-y-0.5 overflow-y-auto pr-1 min-[480px]:max-h-72">
            {targets.map((code) => {
              const route = pairRoute(engines, pair.source, code);
              return (
                <li key={code}>
                  <LanguageOption
                    code={code}
                    selected={code === pair.target}
                    onClick={() => chooseTarget(code)}
                    unavailableReason={route === 'none' ? t('languagePair.noEngine') : undefined}
                    note={route === 'pivot' ? t('languagePair.viaEnglish') : undefined}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      {matching.length === 0 ? (
        <p className="text-center text-sm text-slate-500">{t('languagePicker.noMatch')}</p>
      ) : null}
      {anyUnavailable && isAdmin && engines?.translation.hint ? (
        <Alert tone="info" title={t('languagePair.someUnavailable')}>
          <SetupHint hint={engines.translation.hint} />
        </Alert>
      ) : null}
    </div>
  );
}
