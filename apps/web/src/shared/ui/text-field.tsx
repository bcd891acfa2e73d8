import { type InputHTMLAttributes, useId } from 'react';
import { cn } from '../lib/cn';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field in red; space for it is always reserved. */
  error?: string | undefined;
  hint?: string;
}

/** A labelled input with its error message tied to it for assistive technology. */
export function TextField({ label, error, hint, className, ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'mt-1.5 block h-11 w-full rounded-lg border-0 bg-white px-3 text-base text-slate-900 shadow-sm ring-1 ring-inset sm:text-sm',
          'placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-inset disabled:bg-slate-50 disabled:text-slate-500',
          error ? 'ring-rose-400 focus:ring-rose-500' : 'ring-slate-300 focus:ring-indigo-500',
        )}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <p id={errorId} className="mt-1 min-h-5 text-sm text-rose-700">
        {error}
      </p>
    </div>
  );
}
