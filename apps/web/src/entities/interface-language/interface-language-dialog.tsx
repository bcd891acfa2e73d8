import { INTERFACE_LANGUAGE_BY_LANGUAGE } from '@tolk/contracts/interface-languages';
import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from '@tolk/contracts/languages';
import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../shared/lib/cn';
import { languageMatches, languageName } from '../../shared/lib/language-names';
import { Dialog } from '../../shared/ui/dialog';
import { Icon } from '../../shared/ui/icon';
import { LanguageFlag } from '../../shared/ui/language-flag';
import { SearchField } from '../../shared/ui/search-field';
import { type ChosenPair, languagePairStore } from '../language-pair/language-pair-store';
import { interfaceLanguageStore } from './interface-language-store';
import { resolveInterfaceLanguage } from './resolve-interface-language';

/**
 * The interface-language picker (docs/product.md, Interface languages): any of the 20 languages, searched by English
 * name, native name or code. Choosing one applies it at once and closes the dialog.
 */
export function InterfaceLanguageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('languagePicker.title')} description={t('languagePicker.note')}>
      <InterfaceLanguageOptions onChosen={onClose} />
    </Dialog>
  );
}

function InterfaceLanguageOptions({ onChosen }: { onChosen: () => void }) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const explicit = useSyncExternalStore(interfaceLanguageStore.subscribe, interfaceLanguageStore.getSnapshot);
  const chosenPair = useSyncExternalStore(languagePairStore.subscribe, languagePairStore.getSnapshot);
  const codes = LANGUAGE_CODES.filter((code) => languageMatches(code, query, i18n.language));

  const choose = (code: LanguageCode | null) => {
    if (code) interfaceLanguageStore.set(code);
    else interfaceLanguageStore.reset();
    onChosen();
  };

  return (
    <div className="space-y-3">
      <SearchField
        label={t('languagePicker.search')}
        placeholder={t('languagePicker.searchPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {query ? null : (
        <OptionButton selected={explicit === null} onClick={() => choose(null)}>
          <Icon name="refresh" className="text-indigo-600" />
          <span className="min-w-0 flex-1">
            <span className="block font-medium">{t('languagePicker.followPair')}</span>
            <span className="block text-xs text-slate-500">
              <FollowPairNow chosenPair={chosenPair} />
            </span>
          </span>
        </OptionButton>
      )}
      <ul className="space-y-1">
        {codes.map((code) => (
          <li key={code}>
            <LanguageOption code={code} selected={explicit === code} onClick={() => choose(code)} />
          </li>
        ))}
      </ul>
      {codes.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">{t('languagePicker.noMatch')}</p>
      ) : null}
    </div>
  );
}

/**
 * The interface "Follow my language pair" gives right now: the pair's source side once the learner
 * chose a pair (or the closest language with a catalog), English before that.
 */
function FollowPairNow({ chosenPair }: { chosenPair: ChosenPair }) {
  const { t, i18n } = useTranslation();
  const shown = resolveInterfaceLanguage({ scope: 'guarded', explicit: null, chosenPair });
  const language = languageName(shown, i18n.language);
  if (!chosenPair) return t('languagePicker.followPairDefault', { language });
  if (chosenPair.source === shown) return t('languagePicker.followPairHint', { language });
  return t('languagePicker.followPairClosest', { language, source: languageName(chosenPair.source, i18n.language) });
}

function LanguageOption({ code, selected, onClick }: { code: LanguageCode; selected: boolean; onClick: () => void }) {
  const { t, i18n } = useTranslation();
  const language = LANGUAGES[code];
  const shownIn = INTERFACE_LANGUAGE_BY_LANGUAGE[code];
  return (
    <OptionButton selected={selected} onClick={onClick}>
      <LanguageFlag code={code} className="h-[18px] w-6" />
      <span className="min-w-0 flex-1">
        <span lang={code} className="block font-medium">
          {language.nativeName}
        </span>
        <span className="block text-xs text-slate-500">
          {languageName(code, i18n.language)} · {code}
        </span>
      </span>
      {shownIn === code ? null : (
        <span className="shrink-0 text-right text-xs text-slate-500">
          {t('languagePicker.shownIn', { language: languageName(shownIn, i18n.language) })}
        </span>
      )}
    </OptionButton>
  );
}

function OptionButton({
  selected,
  onClick,
  children,
}: {
  selected: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={cn(
        'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm ring-1 ring-inset transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
        selected ? 'bg-indigo-50 text-indigo-900 ring-indigo-300' : 'text-slate-800 ring-transparent hover:bg-slate-50',
      )}
    >
      {children}
      {selected ? <Icon name="check" className="text-indigo-600" /> : null}
    </button>
  );
}
