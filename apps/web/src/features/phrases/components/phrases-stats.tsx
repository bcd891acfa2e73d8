import { useTranslation } from 'react-i18next';
import { StatTile } from '../../../shared/ui/stat-tile';

interface PhrasesStatsProps {
  /** The server's totals (the list on screen is only the pages loaded); undefined until they arrive. */
  total: number | undefined;
  selected: number;
  withAudio: number | undefined;
}

/** The three counters of /phrases: total, selected, with audio. */
export function PhrasesStats({ total, selected, withAudio }: PhrasesStatsProps) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <StatTile icon="bookmark" label={t('phrases.stats.total')} value={total ?? '–'} />
      <StatTile icon="check" label={t('phrases.stats.selected')} value={selected} />
      <StatTile icon="speaker" label={t('phrases.stats.withAudio')} value={withAudio ?? '–'} />
    </div>
  );
}
