import { type ReactNode, useId } from 'react';
import { Select } from './select';

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  className?: string;
}

/** A labelled native select, the size of the text fields beside it. */
export function SelectField({ label, value, onChange, children, className }: SelectFieldProps) {
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
        wrapperClassName="mt-1.5"
        className="!h-11 text-base sm:text-sm"
      >
        {children}
      </Select>
    </div>
  );
}
