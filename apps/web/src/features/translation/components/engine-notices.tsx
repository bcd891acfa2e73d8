import type { LanguagePair } from '@tolk/contracts/language-pairs';
import type { LanguageCode } from '@tolk/contracts/languages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEngines } from '../../../entities/engines/api/get-engines';
import { pairRoute, servedPairs } from '../../../entities/engines/pair-routes';
import { useRecognitionRoute } from '../../../entities/engines/recognition-route';
import { useIsAdmin } from '../../../entities/session/use-session';
import { languageName } from '../../../shared/lib/language-names';
import { Alert } from '../../../shared/ui/alert';

/*
 * What the learner can do when the server's engines do not serve what they chose: in their
 * interface language, the pairs that work instead (docs/product.md, Translation). What to
 * configure is the operator's business: only administrators see the server's hint, with the
 * diagnostics link (the server leaves the hint out for everyone else). Each notice sits in the box
 * whose content it replaces (the result, the recognised words), which keeps its place on the page.
 */

/** How many working pairs a notice offers instead: enough to choose from, little enough for a phone. */
const SUGGESTED_PAIRS = 6;

/** Why the pair cannot be translated, beside the controls it disables; undefined while it can (or is unknown). */
export function usePairUnavailableReason(pair: LanguagePair): string | undefined {
  const { t, i18n } = useTranslation();
  const engines = useEngines().data;
  if (!engines || pairRoute(engines, pair.source, pair.target) !== 'none') return undefined;
  // An engine that may serve the pair is down for a moment: nothing to configure, and the engines are asked again shortly.
  const temporarily = engines.translation.pairsTemporarilyUnavailable?.includes(`${pair.source}-${pair.target}`);
  return t(temporarily ? 'languagePair.temporarilyUnavailable' : 'languagePair.unavailable', {
    from: languageName(pair.source, i18n.language),
    to: languageName(pair.target, i18n.language),
  });
}

/** Why nothing can be recorded: no recognition engine understands the language spoken. */
export function useRecognitionUnavailableReason(language: LanguageCode): string | undefined {
  const { t, i18n } = useTranslation();
  // The browser's own recogniser counts: Record stays enabled when it listens instead.
  if (useRecognitionRoute(language) !== 'none') return undefined;
  return t('translate.speech.unavailable', { language: languageName(language, i18n.language) });
}

/** No translation engine serves the pair: say so, and offer the pairs that work. */
export function usePairUnavailableNotice(pair: LanguagePair, onChoose: (pair: LanguagePair) => void) {
  const { t, i18n } = useTranslation();
  const engines = useEngines().data;
  const reason = usePairUnavailableReason(pair);
  if (!engines || !reason) return undefined;
  const name = (code: LanguageCode) => languageName(code, i18n.language);
  // Pairs from the same language first, then into the same language, then the rest, each in the selector's order.
  const closeness = (other: LanguagePair) => (other.source === pair.source ? 0 : other.target === pair.target ? 1 : 2);
  const suggested = servedPairs(engines)
    .map((other, index) => ({ other, index, rank: closeness(other) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, SUGGESTED_PAIRS)
    .map(({ other }) => other);
  const anyServed = suggested.length > 0;
  return (
    <Alert tone="warning" title={anyServed ? reason : t('languagePair.noneServed')}>
      {anyServed ? (
        <>
          <p>{t('languagePair.available')}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {suggested.map((other) => (
              <li key={other.value}>
                <button
                  type="button"
                  onClick={() => onChoose(other)}
                  className="rounded-full bg-white px-3 py-1.5 text-sm font-medium text-indigo-700 ring-1 ring-inset ring-indigo-200 hover:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                >
                  {t('languagePair.current', { from: name(other.source), to: name(other.target) })}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <SetupHint hint={engines.translation.hint} />
    </Alert>
  );
}

/** No recognition engine understands the language: the reason is beside Record; administrators also read what to configure. */
export function useRecognitionUnavailableNotice(language: LanguageCode) {
  const isAdmin = useIsAdmin();
  const hint = useEngines().data?.speechRecognition.hint;
  const reason = useRecognitionUnavailableReason(language);
  if (!reason || !isAdmin || !hint) return undefined;
  return (
    <Alert tone="warning" title={reason}>
      <SetupHint hint={hint} />
    </Alert>
  );
}

/** What the server's operator must configure, for administrators only, with the way to the diagnostics. */
export function SetupHint({ hint }: { hint: string | undefined }) {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  if (!isAdmin || !hint) return null;
  return (
    <p className="mt-2 text-xs">
      <span className="font-semibold">{t('languagePair.forAdministrators')}</span> <span lang="en">{hint}</span>{' '}
      <Link to="/admin/diagnostics" className="font-medium underline">
        {t('languagePair.openDiagnostics')}
      </Link>
    </p>
  );
}
