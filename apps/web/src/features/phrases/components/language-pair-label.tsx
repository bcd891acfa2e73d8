import type { LanguageCode } from '@tolk/contracts/languages';
import { useTranslation } from 'react-i18next';
import { languageName } from '../../../shared/lib/language-names';
import { LanguageFlag } from '../../../shared/ui/language-flag';

/** 'Norwegian → Russian' in the interface language, with the source flag (docs/product.md, Translation). */
export function LanguagePairLabel({ source, target }: { source: LanguageCode; target: LanguageCode }) {
  const { i18n } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <LanguageFlag code={source} className="h-3 w-4" />
      {languageName(source, i18n.language)} → {languageName(target, i18n.language)}
    </span>
  );
}
