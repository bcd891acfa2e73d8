import { type ReactNode, useId } from 'react';
import { Select } from './select';

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  className?: string;
  /** Shown inside the field on the left, e.g. the chosen language's flag (options hold text only). */
  leading?: ReactNode;
}

/** A labelled native select, the size of the text fields beside it. */
export function SelectField({ label, value, onChange, children, className, leading }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        leading={leading}
        wrapperClassName="mt-1.5"
        className={leading ? '!h-11 !pl-10 text-base sm:text-sm' : '!h-11 text-base sm:text-sm'}
      >
        {children}
      </Select>
    </div>
  );
}
