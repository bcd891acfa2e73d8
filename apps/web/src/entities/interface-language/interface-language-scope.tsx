import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '../../shared/ui/spinner';
import { languagePairStore } from '../language-pair/language-pair-store';
import { interfaceLanguageStore } from './interface-language-store';
import { type InterfaceScope, resolveInterfaceLanguage } from './resolve-interface-language';

/**
 * Shows its children in the interface language of their scope, switching i18next when the
 * learner's choice or pair changes. On entering the scope the screen waits for the catalog, so
 * it never flashes in the previous language; a later switch keeps the screen (and what the
 * learner typed) and re-renders it once the new catalog has loaded.
 */
export function InterfaceLanguageScope({ scope, children }: { scope: InterfaceScope; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const explicit = useSyncExternalStore(interfaceLanguageStore.subscribe, interfaceLanguageStore.getSnapshot);
  const chosenPair = useSyncExternalStore(languagePairStore.subscribe, languagePairStore.getSnapshot);
  const wanted = resolveInterfaceLanguage({ scope, explicit, chosenPair });
  const [entered, setEntered] = useState(i18n.language === wanted);

  useEffect(() => {
    if (i18n.language === wanted) setEntered(true);
    else void i18n.changeLanguage(wanted).then(() => setEntered(true));
  }, [i18n, wanted]);

  if (!entered) return <FullPageSpinner label={t('common.loading')} />;
  return children;
}
