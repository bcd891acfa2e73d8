import type { LanguageCode } from '@tolk/contracts/languages';
import type { ActivityEvent } from '@tolk/contracts/stats';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatPracticeTime } from '../../../shared/lib/duration';
import { formatDateTime } from '../../../shared/lib/format';
import { languageName } from '../../../shared/lib/language-names';
import { formatRelativeTime } from '../../../shared/lib/relative-time';
import { Icon, type IconName } from '../../../shared/ui/icon';

const ICONS: Record<ActivityEvent['kind'], IconName> = {
  phrase: 'bookmark',
  audioTrack: 'music',
  translations: 'language',
  practice: 'clock',
};

/** What happened, and the languages it was in when there are any. */
function describe(event: ActivityEvent, t: TFunction, uiLanguage: string): { title: string; detail: string | null } {
  const direction = (from: LanguageCode, to: LanguageCode) =>
    t('dashboard.lastDirection.value', { from: languageName(from, uiLanguage), to: languageName(to, uiLanguage) });
  switch (event.kind) {
    case 'phrase':
      return { title: t('home.activity.phrase', { text: event.text }), detail: direction(event.from, event.to) };
    case 'audioTrack':
      return {
        title: t('home.activity.audioTrack', { name: event.name }),
        detail: event.language ? languageName(event.language, uiLanguage) : null,
      };
    case 'translations':
      return {
        title: t('home.activity.translations', { count: event.count }),
        detail: direction(event.from, event.to),
      };
    case 'practice':
      return {
        title: t('home.activity.practice', { time: formatPracticeTime(event.minutes, uiLanguage) }),
        detail: null,
      };
  }
}

export function ActivityItem({ event }: { event: ActivityEvent }) {
  const { t, i18n } = useTranslation();
  const { title, detail } = describe(event, t, i18n.language);
  return (
    <li className="flex items-start gap-3 px-4 py-3 sm:px-5">
      <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
        <Icon name={ICONS[event.kind]} className="h-4 w-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="break-words text-sm font-medium text-slate-900">{title}</p>
        <p className="mt-0.5 text-xs text-slate-500">
          {detail ? <span>{detail} · </span> : null}
          <time dateTime={event.at} title={formatDateTime(event.at, i18n.language)}>
            {formatRelativeTime(event.at, i18n.language)}
          </time>
        </p>
      </div>
    </li>
  );
}
