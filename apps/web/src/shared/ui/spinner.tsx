import { cn } from '../lib/cn';

/** A spinning ring. Decorative unless `label` is given (then announced to screen readers). */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className={cn('h-4 w-4 animate-spin', className)}>
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}

/** The whole-screen wait state (session restore, route guards). */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[60vh] flex-col items-center justify-center gap-3">
      <Spinner className="h-8 w-8 text-indigo-600" />
      <p className="text-sm font-medium text-slate-600">{label}</p>
    </div>
  );
}
