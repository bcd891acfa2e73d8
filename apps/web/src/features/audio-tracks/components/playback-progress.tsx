import { formatClock } from '../../../shared/lib/duration';

/** How far the playing track is, as a bar and 'elapsed / total'. */
export function PlaybackProgress({ elapsed, total, label }: { elapsed: number; total: number; label: string }) {
  const percent = total > 0 ? Math.min(100, (elapsed / total) * 100) : 0;
  return (
    <div className="mt-3 flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={Math.round(total)}
        aria-valuenow={Math.round(elapsed)}
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-indigo-500 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="text-xs tabular-nums text-slate-500">
        {formatClock(elapsed)} / {formatClock(total)}
      </span>
    </div>
  );
}
