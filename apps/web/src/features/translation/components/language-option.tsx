import type { LanguageCode } from '@tolk/contracts/languages';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { languageName } from '../../../shared/lib/language-names';
import { Icon } from '../../../shared/ui/icon';
import { LanguageFlag } from '../../../shared/ui/language-flag';

interface LanguageOptionProps {
  code: LanguageCode;
  selected: boolean;
  onClick: () => void;
  /** Why this choice would not work right now (shown under the name); the option stays selectable. */
  unavailableReason?: string | undefined;
  /** A note that it works, differently (e.g. through English). */
  note?: string | undefined;
}

/** One language in the pair dialog's from- or to-list. */
export function LanguageOption({ code, selected, onClick, unavailableReason, note }: LanguageOptionProps) {
  const { i18n } = useTranslation();
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={cn(
        'flex w-full items-center gap-1.5 rounded-lg px-1.5 py-2 text-left text-sm ring-1 ring-inset transition-colors sm:gap-2 sm:px-2.5',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
        selected ? 'bg-indigo-50 text-indigo-900 ring-indigo-300' : 'ring-transparent hover:bg-slate-50',
        unavailableReason && !selected && 'text-slate-500',
      )}
    >
      <LanguageFlag code={code} />
      <span className="min-w-0 flex-1">
        <span className="block font-medium" data-fit-label>
          {languageName(code, i18n.language)}
        </span>
        {unavailableReason ? (
          <span className="block text-xs text-amber-700">{unavailableReason}</span>
        ) : note ? (
          <span className="block text-xs text-slate-500">{note}</span>
        ) : null}
      </span>
      {selected ? <Icon name="check" className="h-4 w-4 text-indigo-600" /> : null}
    </button>
  );
}
