import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Icon, type IconName } from './icon';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const tones: Record<AlertTone, { box: string; icon: IconName; iconColor: string }> = {
  info: { box: 'bg-sky-50 text-sky-900 ring-sky-200', icon: 'info', iconColor: 'text-sky-600' },
  success: {
    box: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
    icon: 'checkCircle',
    iconColor: 'text-emerald-600',
  },
  warning: { box: 'bg-amber-50 text-amber-900 ring-amber-200', icon: 'warning', iconColor: 'text-amber-600' },
  error: { box: 'bg-rose-50 text-rose-900 ring-rose-200', icon: 'xCircle', iconColor: 'text-rose-600' },
};

interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Extra controls (links, buttons) shown under the text. */
  actions?: ReactNode;
}

/** A coloured message box. Announcing it is the job of the surrounding live region (see MessageArea). */
export function Alert({ tone = 'info', title, children, className, actions }: AlertProps) {
  const style = tones[tone];
  return (
    <div className={cn('flex gap-3 rounded-xl p-4 text-sm ring-1 ring-inset', style.box, className)} data-tone={tone}>
      <Icon name={style.icon} className={cn('mt-0.5', style.iconColor)} />
      <div className="min-w-0 flex-1 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="break-words leading-relaxed">{children}</div> : null}
        {actions ? <div className="flex flex-wrap gap-3 pt-2">{actions}</div> : null}
      </div>
    </div>
  );
}

interface MessageAreaProps {
  message: { tone: AlertTone; text: string } | null;
  className?: string;
  /** Reserve room for one message so the layout does not jump when it appears. */
  reserve?: boolean;
}

/**
 * A polite live region floating at the bottom of the screen: messages appear over the
 * page instead of pushing it down, so nothing moves and no room has to be reserved.
 */
export function ToastArea({
  message,
  children,
}: {
  message: { tone: AlertTone; text: string } | null;
  /** Toasts of their own shown above the message, e.g. an Undo offer (UndoToast). */
  children?: ReactNode;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex flex-col items-center gap-2 px-4 sm:bottom-6"
    >
      {children}
      {message ? (
        <Alert
          tone={message.tone}
          className="pointer-events-auto w-full max-w-md shadow-lg motion-safe:animate-fade-in"
        >
          {message.text}
        </Alert>
      ) : null}
    </div>
  );
}

/** A polite live region that always exists, so messages placed in it are announced. */
export function MessageArea({ message, className, reserve = true }: MessageAreaProps) {
  return (
    <div role="status" aria-live="polite" className={cn(reserve && 'min-h-[3.25rem]', className)}>
      {message ? (
        <Alert tone={message.tone} className="motion-safe:animate-fade-in">
          {message.text}
        </Alert>
      ) : null}
    </div>
  );
}

/** A dark toast saying what just happened, with the button that takes it back. */
export function UndoToast({ text, actionLabel, onUndo }: { text: string; actionLabel: string; onUndo: () => void }) {
  return (
    <div className="pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg motion-safe:animate-fade-in">
      <p className="min-w-0 flex-1 break-words">{text}</p>
      <button
        type="button"
        onClick={onUndo}
        className="shrink-0 rounded-lg px-3 py-1.5 font-semibold text-indigo-200 ring-1 ring-inset ring-indigo-300/50 hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-300"
      >
        {actionLabel}
      </button>
    </div>
  );
}
