import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/icon';

/**
 * 'An app update is available. Update?' while a new service worker waits. Dark, like the app's other
 * toasts, so it reads as a message about the app rather than part of the page.
 */
export function UpdatePrompt({ onUpdate, onLater }: { onUpdate: () => void; onLater: () => void }) {
  const { t } = useTranslation();
  const messageId = useId();
  return (
    <section
      aria-labelledby={messageId}
      className="pointer-events-auto flex w-full flex-wrap items-center gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg motion-safe:animate-fade-in sm:w-96"
    >
      <Icon name="refresh" className="text-indigo-300" />
      <p id={messageId} role="status" className="min-w-0 flex-1 break-words">
        {t('pwa.update.message')}
      </p>
      <div className="flex shrink-0 gap-2">
        <button
          type="button"
          onClick={onLater}
          className="rounded-lg px-3 py-1.5 font-semibold text-slate-300 hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-300"
        >
          {t('pwa.update.later')}
        </button>
        <button
          type="button"
          onClick={onUpdate}
          className="rounded-lg bg-indigo-500 px-3 py-1.5 font-semibold text-white hover:bg-indigo-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-300"
        >
          {t('pwa.update.update')}
        </button>
      </div>
    </section>
  );
}
