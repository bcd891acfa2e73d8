import { isLanguageCode } from '@tolk/contracts/languages';
import { useTranslation } from 'react-i18next';
import { languageName } from '../../../shared/lib/language-names';
import { Badge } from '../../../shared/ui/badge';

/** The track's language badge: a catalog code by name, anything else ('no-ru') as the server wrote it. */
export function TrackLanguage({ language }: { language: string | null | undefined }) {
  const { i18n } = useTranslation();
  if (!language) return null;
  const label = isLanguageCode(language) ? languageName(language, i18n.language) : language.toUpperCase();
  return <Badge tone="brand">{label}</Badge>;
}
