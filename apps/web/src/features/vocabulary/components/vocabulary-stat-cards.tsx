import type { StudyStatisticsResponse } from '@tolk/contracts/vocabulary-statistics';
import { useTranslation } from 'react-i18next';
import { StatTile } from '../../../shared/ui/stat-tile';
import { formatPercent } from '../lib/format-figures';

/**
 * The four figures of the trainer, all from the learner's own answers: total words, accuracy
 * (a dash until the first answer: no accuracy is claimed without answers), day streak, due now.
 */
export function VocabularyStatCards({ stats }: { stats: StudyStatisticsResponse | undefined }) {
  const { t, i18n } = useTranslation();
  const figure = (value: number | null | undefined, format: (n: number) => string = String) =>
    value === null || value === undefined ? '–' : format(value);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile icon="book" label={t('vocabulary.stats.totalWords')} value={figure(stats?.totalWords)} />
      <StatTile
        icon="chart"
        label={t('vocabulary.stats.accuracy')}
        value={figure(stats?.overallAccuracy, (share) => formatPercent(share, i18n.language))}
      />
      <StatTile icon="fire" label={t('vocabulary.stats.streak')} value={figure(stats?.currentStreak)} />
      <StatTile icon="clock" label={t('vocabulary.stats.due')} value={figure(stats?.dueCount)} />
    </div>
  );
}
