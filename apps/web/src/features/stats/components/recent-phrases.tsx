import { useTranslation } from 'react-i18next';
import { useRecentPhrases } from '../../../entities/phrases/api/get-phrases';
import { formatDate } from '../../../shared/lib/format';
import { RecentList } from './recent-list';

/** How many recent items the personal home shows. */
export const RECENT_ITEMS = 6;

export function RecentPhrases() {
  const { t, i18n } = useTranslation();
  const phrases = useRecentPhrases(RECENT_ITEMS);
  return (
    <RecentList
      id="recent-phrases"
      title={t('dashboard.recent.phrases')}
      to="/phrases"
      linkLabel={t('dashboard.recent.allPhrases')}
      loading={phrases.isPending}
      empty={t('dashboard.recent.noPhrases')}
    >
      {(phrases.data ?? []).map((phrase) => (
        <li key={phrase.id} className="px-4 py-3">
          <p className="break-words font-medium text-slate-900">{phrase.originalText}</p>
          <p className="break-words text-sm text-slate-600">{phrase.translatedText}</p>
          <time dateTime={phrase.createdAt} className="text-xs text-slate-500">
            {formatDate(phrase.createdAt, i18n.language)}
          </time>
        </li>
      ))}
    </RecentList>
  );
}
