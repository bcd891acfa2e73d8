import { useTranslation } from 'react-i18next';

/** The live microphone level while recording (0..1), so the learner sees they are heard. */
export function LevelMeter({ level }: { level: number }) {
  const { t } = useTranslation();
  const percent = Math.round(level * 100);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a styled bar; <meter> cannot be restyled consistently across browsers.
    <div
      role="meter"
      aria-label={t('translate.speech.level')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-emerald-500 via-emerald-500 to-amber-500 transition-[width] duration-75"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
