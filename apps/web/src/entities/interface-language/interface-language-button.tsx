import { isLanguageCode } from '@tolk/contracts/languages';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../shared/lib/cn';
import { languageName } from '../../shared/lib/language-names';
import { Icon } from '../../shared/ui/icon';

// The picker is a chunk of its own, loaded on the first opening.
const InterfaceLanguageDialog = lazy(() =>
  import('./interface-language-dialog').then((m) => ({ default: m.InterfaceLanguageDialog })),
);

/** Opens the interface-language dialog; shows the language in use, or only a globe when compact. */
export function InterfaceLanguageButton({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing it keeps the browser's focus return.
  const [opened, setOpened] = useState(false);
  const current = isLanguageCode(i18n.language) ? languageName(i18n.language, i18n.language) : i18n.language;
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
        aria-haspopup="dialog"
        aria-label={compact ? t('languagePicker.open', { language: current }) : undefined}
        title={t('languagePicker.title')}
        className={cn(
          'inline-flex items-center gap-2 rounded-lg text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
          compact ? 'h-11 w-11 justify-center' : 'h-9 px-3',
        )}
      >
        <Icon name="globe" className="h-5 w-5 text-slate-500" />
        {compact ? null : current}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <InterfaceLanguageDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
