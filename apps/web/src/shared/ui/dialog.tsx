import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { Icon } from './icon';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** Up to 90% of the viewport's height (long content such as a dictionary entry) instead of at most 44rem. */
  tall?: boolean;
  /**
   * Names the scrolling body and makes it a tab stop, for content without controls of its own
   * (a report to read): keyboard users can then scroll it.
   */
  bodyLabel?: string;
}

/**
 * A modal on the browser's own <dialog>: it traps focus, closes on Escape and returns focus to
 * what opened it. A click on the backdrop closes it too. The content is mounted only while open,
 * so every opening starts fresh.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  className,
  tall,
  bodyLabel,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // Keyboard users close it with Escape (the browser's cancel) or the close button.
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop has no keyboard counterpart.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      // The dialog element itself is only hit outside the panel, i.e. on the backdrop.
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={cn(
        'm-auto w-[calc(100%-1.5rem)] max-w-lg rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50 backdrop:backdrop-blur-sm',
        className,
      )}
    >
      {open ? (
        <div className={cn('flex flex-col', tall ? 'max-h-[90dvh]' : 'max-h-[min(85dvh,44rem)]')}>
          <header className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4">
            <div className="min-w-0">
              <h2 id={titleId} className="text-lg font-semibold">
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                  {description}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('dialog.close')}
              className="-mr-1 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              <Icon name="close" />
            </button>
          </header>
          <div
            className="min-h-0 flex-1 overflow-y-auto px-5 py-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-indigo-500"
            {...(bodyLabel ? { role: 'region', 'aria-label': bodyLabel, tabIndex: 0 } : {})}
          >
            {children}
          </div>
          {footer ? <footer className="border-t border-slate-200 px-5 py-3">{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}
