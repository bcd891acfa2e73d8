import { LANGUAGE_CODES, type LanguageCode } from '@tolk/contracts/languages';
import { useTranslation } from 'react-i18next';
import { languageName } from '../lib/language-names';

/** The languages (all 20 unless given) as <option>s, named in the interface language and sorted by that name. */
export function LanguageOptions({ codes = LANGUAGE_CODES }: { codes?: readonly LanguageCode[] }) {
  const { i18n } = useTranslation();
  const options = codes
    .map((code) => ({ code, name: languageName(code, i18n.language) }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  return (
    <>
      {options.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </>
  );
}
