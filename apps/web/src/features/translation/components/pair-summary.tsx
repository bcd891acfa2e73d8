import type { LanguagePair } from '@tolk/contracts/language-pairs';
import type { LanguageCode } from '@tolk/contracts/languages';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { languageName } from '../../../shared/lib/language-names';
import { Icon } from '../../../shared/ui/icon';
import { LanguageFlag } from '../../../shared/ui/language-flag';

interface PairSummaryProps {
  pair: LanguagePair;
  onSwap: () => void;
  /** Makes both sides buttons that open the pair dialog. */
  onOpen?: () => void;
  /** Swapping is refused while a request is running. */
  disabled?: boolean;
}

/** "[flag] English ⇄ Spanish [flag]": the pair in use, with the swap control between the two sides. */
export function PairSummary({ pair, onSwap, onOpen, disabled = false }: PairSummaryProps) {
  const { t, i18n } = useTranslation();
  const pairName = t('languagePair.current', {
    from: languageName(pair.source, i18n.language),
    to: languageName(pair.target, i18n.language),
  });
  return (
    <div className="flex items-center gap-2 rounded-xl bg-slate-50 p-1.5 ring-1 ring-slate-200">
      <Side code={pair.source} onOpen={onOpen} label={t('languagePair.change', { pair: pairName })} />
      <button
        type="button"
        onClick={onSwap}
        disabled={disabled}
        aria-label={t('languagePair.swap')}
        title={t('languagePair.swap')}
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white text-indigo-600 shadow-sm ring-1 ring-slate-300 transition hover:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <Icon name="swap" className="h-4 w-4" />
      </button>
      <Side code={pair.target} onOpen={onOpen} label={t('languagePair.change', { pair: pairName })} alignEnd />
    </div>
  );
}

function Side(props: { code: LanguageCode; onOpen: (() => void) | undefined; label: string; alignEnd?: boolean }) {
  const { i18n } = useTranslation();
  const content = (
    <>
      {/* A phone keeps the room for the name (the pair dialog's lists show the flags). */}
      <span className="hidden shrink-0 sm:inline-flex">
        <LanguageFlag code={props.code} />
      </span>
      <span className="min-w-0 break-words" data-fit-label>
        {languageName(props.code, i18n.language)}
      </span>
      {/* On a phone the name needs the room: the whole side is the button anyway. */}
      {props.onOpen ? <Icon name="chevronDown" className="hidden h-4 w-4 shrink-0 text-slate-400 sm:block" /> : null}
    </>
  );
  const className = cn(
    'flex min-w-0 flex-1 items-center gap-1.5 rounded-lg px-1.5 py-1.5 text-sm font-medium text-slate-900 sm:gap-2 sm:px-2.5',
    props.alignEnd && 'justify-end',
  );
  if (!props.onOpen) return <span className={className}>{content}</span>;
  return (
    <button
      type="button"
      onClick={props.onOpen}
      aria-label={props.label}
      className={cn(
        className,
        'transition-colors hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
      )}
    >
      {content}
    </button>
  );
}
