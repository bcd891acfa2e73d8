import {
  DEFAULT_INTERFACE_LANGUAGE,
  type InterfaceLanguage,
  isInterfaceLanguage,
} from '@tolk/contracts/interface-languages';
import { useTranslation } from 'react-i18next';

/**
 * The learner's own language, the interface language: corrections, translations of the replies
 * and the feedback report are written in it.
 */
export function useInterfaceLanguage(): InterfaceLanguage {
  const { i18n } = useTranslation();
  return isInterfaceLanguage(i18n.language) ? i18n.language : DEFAULT_INTERFACE_LANGUAGE;
}
