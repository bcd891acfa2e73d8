import type { LanguagePair } from '@tolk/contracts/language-pairs';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../shared/ui/alert';
import { useEngines } from '../api/get-engines';
import { pairRoute } from '../lib/pair-availability';

/**
 * The warning that no engine serves the chosen pair, with what the administrator must configure.
 * It sits in the result box, which keeps its place on the page: shown there when the engines
 * answer, it moves nothing the learner is already looking at.
 */
export function usePairUnavailableNotice(pair: LanguagePair) {
  const { t } = useTranslation();
  const engines = useEngines();
  if (pairRoute(engines.data, pair.source, pair.target) !== 'none') return undefined;
  return (
    <Alert tone="warning" title={t('languagePair.unavailableTitle')}>
      {engines.data?.translation.hint}
    </Alert>
  );
}
