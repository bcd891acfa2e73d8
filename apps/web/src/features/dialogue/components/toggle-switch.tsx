import { useId } from 'react';
import { cn } from '../../../shared/lib/cn';

interface ToggleSwitchProps {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off choice: a switch named by its label and described by its hint. */
export function ToggleSwitch({ label, hint, checked, onChange }: ToggleSwitchProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-start justify-between gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-inset ring-slate-200">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium text-slate-800">
          {label}
        </p>
        <p id={hintId} className="mt-0.5 text-xs text-slate-500">
          {hint}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2',
          checked ? 'bg-indigo-600' : 'bg-slate-300',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5' : 'translate-x-0.5',
          )}
        />
      </button>
    </div>
  );
}
