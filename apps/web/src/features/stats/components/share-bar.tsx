/** A labelled bar of a real share (0 to 100 %), announced as a progress bar. */
export function ShareBar({ label, percent }: { label: string; percent: number }) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div>
      <p className="text-xs text-slate-600">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-indigo-500" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
