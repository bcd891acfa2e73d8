import type { ReactNode, SelectHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { Icon } from './icon';

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** Decoration shown inside the field on the left (for example a status dot). */
  leading?: ReactNode;
  wrapperClassName?: string;
}

/** A native select with the app's look; the browser's own arrow is replaced by a chevron. */
export function Select({ leading, wrapperClassName, className, ...rest }: SelectProps) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      {leading ? (
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center">{leading}</span>
      ) : null}
      <select
        className={cn(
          'block h-9 w-full appearance-none rounded-lg border-0 bg-white py-0 pr-9 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300',
          'focus:outline-none focus:ring-2 focus:ring-inset focus:ring-indigo-500',
          'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
          leading ? 'pl-7' : 'pl-3',
          className,
        )}
        {...rest}
      />
      <Icon
        name="chevronDown"
        className="pointer-events-none absolute right-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}
