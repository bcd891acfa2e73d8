import {
  PRONUNCIATION_SCORE_BANDS,
  PRONUNCIATION_SCORE_MAX,
  PRONUNCIATION_SCORE_MIN,
  type PronunciationBand,
} from '@tolk/contracts/pronunciation';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';

/** Each band's colour: green to amber to rose, as the score will be shown. */
const BAND_STYLES: Record<PronunciationBand, { card: string; range: string }> = {
  excellent: { card: 'border-emerald-500', range: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20' },
  good: { card: 'border-amber-500', range: 'bg-amber-50 text-amber-800 ring-amber-600/20' },
  needsImprovement: { card: 'border-rose-500', range: 'bg-rose-50 text-rose-700 ring-rose-600/20' },
};

/** The three score bands of pronunciation practice with their bounds (from the contracts) and what each means. */
export function ScoreBands() {
  const { t } = useTranslation();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {t('speaking.bands.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('speaking.bands.intro', { min: PRONUNCIATION_SCORE_MIN, max: PRONUNCIATION_SCORE_MAX })}
      </p>
      <ul className="mt-3 grid gap-3 md:grid-cols-3">
        {PRONUNCIATION_SCORE_BANDS.map(({ band, min, max }) => (
          <li
            key={band}
            aria-labelledby={`${headingId}-${band}`}
            className={cn('rounded-xl border-l-4 bg-white p-4 shadow-sm ring-1 ring-slate-200', BAND_STYLES[band].card)}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={`${headingId}-${band}`} className="font-semibold text-slate-900">
                {t(`speaking.bands.${band}.name`)}
              </h3>
              <span
                className={cn(
                  'rounded-full px-2.5 py-0.5 text-sm font-semibold tabular-nums ring-1 ring-inset',
                  BAND_STYLES[band].range,
                )}
              >
                {t('speaking.bands.range', { min, max })}
              </span>
            </div>
            <p className="mt-2 text-sm text-slate-600">{t(`speaking.bands.${band}.meaning`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
