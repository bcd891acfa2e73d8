import type { UserStats } from '@tolk/contracts/stats';
import { useTranslation } from 'react-i18next';
import { formatPracticeTime } from '../../../shared/lib/duration';
import { StatTile } from '../../../shared/ui/stat-tile';

interface StatCardsProps {
  /** The server's totals: the lists are paged, so no screen counts its loaded items. */
  stats: UserStats | undefined;
  /** False on the statistics dashboard, whose four cards leave translations to its summary. */
  withTranslations?: boolean;
}

/** The counters of both dashboards: phrases, tracks, (translations,) practice time, streak in days. */
export function StatCards({ stats, withTranslations = true }: StatCardsProps) {
  const { t, i18n } = useTranslation();
  const value = (figure: number | undefined, format: (n: number) => string = String) =>
    figure === undefined ? '–' : format(figure);
  return (
    <section aria-labelledby="dashboard-stats">
      <h2 id="dashboard-stats" className="sr-only">
        {t('dashboard.stats.title')}
      </h2>
      <div
        className={
          withTranslations
            ? 'grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5'
            : 'grid grid-cols-2 gap-3 lg:grid-cols-4'
        }
      >
        <StatTile icon="bookmark" label={t('dashboard.stats.phrases')} value={value(stats?.totalPhrases)} />
        <StatTile icon="music" label={t('dashboard.stats.audioTracks')} value={value(stats?.totalAudioTracks)} />
        {withTranslations ? (
          <StatTile icon="language" label={t('dashboard.stats.translations')} value={value(stats?.totalTranslations)} />
        ) : null}
        <StatTile
          icon="clock"
          label={t('dashboard.stats.practiceTime')}
          value={value(stats?.practiceTimeMinutes, (minutes) => formatPracticeTime(minutes, i18n.language))}
        />
        <StatTile
          icon="fire"
          label={t('dashboard.stats.streak')}
          value={value(stats?.learningStreak, (days) => t('dashboard.stats.days', { count: days }))}
        />
      </div>
    </section>
  );
}
