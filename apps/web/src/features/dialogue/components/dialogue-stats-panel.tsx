import { useQueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '@tolk/contracts/languages';
import { useTranslation } from 'react-i18next';
import { languageName } from '../../../shared/lib/language-names';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { LanguageFlag } from '../../../shared/ui/language-flag';
import { StatTile } from '../../../shared/ui/stat-tile';
import { dialogueStatsKey, useDialogueStats, usePractisedLanguages } from '../api/get-dialogue-stats';

interface DialogueStatsPanelProps {
  language: LanguageCode;
  onSelectLanguage: (language: LanguageCode) => void;
}

/**
 * The learner's dialogues, words and minutes in the chosen language, the other languages they
 * have practised (each a shortcut to it), and Refresh.
 */
export function DialogueStatsPanel({ language, onSelectLanguage }: DialogueStatsPanelProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const stats = useDialogueStats(language);
  const practised = usePractisedLanguages();
  const refreshing = stats.isFetching || practised.isFetching;
  const figure = (value: number | undefined) => (value === undefined ? '–' : value.toLocaleString(i18n.language));

  return (
    <section aria-labelledby="dialogue-stats-title" className="space-y-3" data-testid="dialogue-stats">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dialogue-stats-title" className="text-base font-semibold text-slate-900">
          {t('dialogue.stats.title', { language: languageName(language, i18n.language) })}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="refresh" className="h-4 w-4" />}
          loading={refreshing}
          onClick={() => void queryClient.invalidateQueries({ queryKey: dialogueStatsKey })}
        >
          {t('dialogue.stats.refresh')}
        </Button>
      </div>
      {stats.isError ? (
        <p role="alert" className="text-sm text-rose-700">
          {t('dialogue.stats.failed')}
        </p>
      ) : null}
      <div className="grid grid-cols-3 gap-3">
        <StatTile icon="chat" label={t('dialogue.stats.dialogues')} value={figure(stats.data?.totalDialogues)} />
        <StatTile icon="document" label={t('dialogue.stats.words')} value={figure(stats.data?.totalWords)} />
        <StatTile icon="clock" label={t('dialogue.stats.minutes')} value={figure(stats.data?.totalTimeMinutes)} />
      </div>
      {practised.data?.length ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600">{t('dialogue.stats.practised')}</span>
          <ul className="flex flex-wrap gap-2">
            {practised.data.map((entry) => {
              const name = languageName(entry.languageCode, i18n.language);
              const current = entry.languageCode === language;
              return (
                <li key={entry.languageCode}>
                  <button
                    type="button"
                    aria-pressed={current}
                    aria-label={t('dialogue.stats.practisedLanguage', { language: name, count: entry.totalDialogues })}
                    onClick={() => onSelectLanguage(entry.languageCode)}
                    className={
                      current
                        ? 'inline-flex items-center gap-1.5 rounded-full bg-indigo-600 px-3 py-1 font-medium text-white'
                        : 'inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 font-medium text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50'
                    }
                  >
                    <LanguageFlag code={entry.languageCode} />
                    {name}
                    <span className="tabular-nums opacity-80">{entry.totalDialogues}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
