import { cn } from '../lib/cn';

/** The Tolk word mark. The text is the accessible name of the enclosing link. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold tracking-tight text-slate-900', className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <path d="M9 11h14M16 11v12" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
        <circle cx="23" cy="22" r="2.5" fill="#a5b4fc" />
      </svg>
      <span className="text-lg">Tolk</span>
    </span>
  );
}
