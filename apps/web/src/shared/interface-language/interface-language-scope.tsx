import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { languagePairStore } from '../language-pair/language-pair-store';
import { FullPageSpinner } from '../ui/spinner';
import { interfaceLanguageStore } from './interface-language-store';
import { type InterfaceScope, resolveInterfaceLanguage } from './resolve-interface-language';

/**
 * Shows its children in the interface language of their scope, switching i18next when the
 * learner's choice or pair changes. Until a catalog has loaded the screen waits, so it never
 * flashes in the previous language.
 */
export function InterfaceLanguageScope({ scope, children }: { scope: InterfaceScope; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const explicit = useSyncExternalStore(interfaceLanguageStore.subscribe, interfaceLanguageStore.getSnapshot);
  const chosenPair = useSyncExternalStore(languagePairStore.subscribe, languagePairStore.getSnapshot);
  const wanted = resolveInterfaceLanguage({ scope, explicit, chosenPair });

  useEffect(() => {
    if (i18n.language !== wanted) void i18n.changeLanguage(wanted);
  }, [i18n, wanted]);

  if (i18n.language !== wanted) return <FullPageSpinner label={t('common.loading')} />;
  return children;
}
