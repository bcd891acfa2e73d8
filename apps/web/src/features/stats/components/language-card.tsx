import type { LanguageProgress } from '@tolk/contracts/stats';
import { useTranslation } from 'react-i18next';
import { languageName } from '../../../shared/lib/language-names';
import { Card } from '../../../shared/ui/card';
import { LanguageFlag } from '../../../shared/ui/language-flag';
import { ShareBar } from './share-bar';

const percentOf = (part: number, whole: number) => (whole > 0 ? (100 * part) / whole : 0);

interface LanguageCardProps {
  progress: LanguageProgress;
  /** The user's totals, which the bars are shares of. */
  totalPhrases: number;
  totalTranslations: number;
}

/**
 * One language: its phrases, the words on its study list and translations, and its share of the user's phrases
 * and (once there are any) translations.
 */
export function LanguageCard({ progress, totalPhrases, totalTranslations }: LanguageCardProps) {
  const { t, i18n } = useTranslation();
  const name = languageName(progress.language, i18n.language);
  const phraseShare = Math.round(percentOf(progress.phrases, Math.max(totalPhrases, progress.phrases)));
  const translationShare = Math.round(
    percentOf(progress.translations, Math.max(totalTranslations, progress.translations)),
  );
  const figures = [
    { label: t('home.languages.phrases'), value: progress.phrases },
    { label: t('home.languages.words'), value: progress.studyWords },
    { label: t('home.languages.translations'), value: progress.translations },
  ];
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <LanguageFlag code={progress.language} className="h-[18px] w-6" />
        {name}
      </h3>
      <dl className="divide-y divide-slate-100 text-sm">
        {figures.map((figure) => (
          <div key={figure.label} className="flex items-baseline justify-between gap-3 py-1.5">
            <dt className="text-slate-600">{figure.label}</dt>
            <dd className="text-lg font-bold tabular-nums text-slate-900">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto space-y-3">
        <ShareBar label={t('home.languages.phraseShare', { percent: phraseShare })} percent={phraseShare} />
        {totalTranslations > 0 ? (
          <ShareBar
            label={t('home.languages.translationShare', { percent: translationShare })}
            percent={translationShare}
          />
        ) : null}
      </div>
    </Card>
  );
}
