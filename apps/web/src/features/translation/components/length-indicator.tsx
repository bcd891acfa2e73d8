import { TEXT_MAX_LENGTH } from '@tolk/contracts/limits';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { LENGTH_BAR_MAX, type LengthLevel, lengthBarPercent, lengthLevel } from '../lib/text-length';

const BAR_COLOURS: Record<LengthLevel, string> = {
  optimal: 'bg-emerald-500',
  good: 'bg-sky-500',
  large: 'bg-amber-500',
  veryLarge: 'bg-rose-500',
};

/** Characters typed and how comfortable that length is to translate and listen to. */
export function LengthIndicator({ length, id }: { length: number; id?: string }) {
  const { t } = useTranslation();
  const level = lengthLevel(length);
  return (
    <div id={id} className="flex items-center gap-3 text-xs text-slate-600">
      {/* biome-ignore lint/a11y/useSemanticElements: a styled bar; <meter> cannot be coloured per level across browsers. */}
      <div
        role="meter"
        aria-label={t('translate.length.label')}
        aria-valuemin={0}
        aria-valuemax={LENGTH_BAR_MAX}
        aria-valuenow={Math.min(length, LENGTH_BAR_MAX)}
        aria-valuetext={t(`translate.length.${level}`)}
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', BAR_COLOURS[level])}
          style={{ width: `${lengthBarPercent(length)}%` }}
        />
      </div>
      <span className="shrink-0 tabular-nums">
        {length} / {TEXT_MAX_LENGTH} · <span data-level={level}>{t(`translate.length.${level}`)}</span>
      </span>
    </div>
  );
}
