import { LANGUAGE_CODES } from '@tolk/contracts/languages';
import { useTranslation } from 'react-i18next';
import { languageName } from '../lib/language-names';

/** The 20 languages as <option>s, named in the interface language and sorted by that name. */
export function LanguageOptions() {
  const { i18n } = useTranslation();
  const options = LANGUAGE_CODES.map((code) => ({ code, name: languageName(code, i18n.language) })).sort((a, b) =>
    a.name.localeCompare(b.name, i18n.language),
  );
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
