import type { LanguagePair } from '@tolk/contracts/language-pairs';
import type { LanguageCode } from '@tolk/contracts/languages';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../shared/ui/alert';
import { useEngines } from '../api/get-engines';
import { pairRoute } from '../lib/pair-availability';

/*
 * Warnings that no engine serves what the learner chose, with what the administrator must
 * configure. Each sits in the box whose content it replaces (the result, the recognised words),
 * which keeps its place on the page: shown when the engines answer, it moves nothing else.
 */

/** No translation engine serves the pair. */
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

/** No speech recognition engine understands the language spoken. */
export function useRecognitionUnavailableNotice(language: LanguageCode) {
  const { t } = useTranslation();
  const recognition = useEngines().data?.speechRecognition;
  if (!recognition || recognition.languages.includes(language)) return undefined;
  return (
    <Alert tone="warning" title={t('translate.errors.notSupported')}>
      {recognition.hint}
    </Alert>
  );
}
