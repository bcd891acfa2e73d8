import type { InputHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { Icon } from './icon';

interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The accessible name; searches have no visible label, their icon says what they are. */
  label: string;
}

/** A search box with a magnifier, labelled for assistive technology. */
export function SearchField({ label, className, ...rest }: SearchFieldProps) {
  return (
    <div className={cn('relative', className)}>
      <Icon
        name="search"
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
      />
      <input
        type="search"
        aria-label={label}
        className="block h-10 w-full rounded-lg border-0 bg-white pl-9 pr-3 text-base text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-inset focus:ring-indigo-500 sm:text-sm"
        {...rest}
      />
    </div>
  );
}
