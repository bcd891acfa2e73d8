import { useTranslation } from 'react-i18next';
import type { LocalPhrase } from '../../../entities/phrases/local-phrases-db';
import { Card } from '../../../shared/ui/card';
import { Icon } from '../../../shared/ui/icon';
import { LocalPhraseRow } from './local-phrase-row';

interface LocalPhrasesSectionProps {
  phrases: LocalPhrase[];
  /** Offline the section holds every phrase on this device; online only those waiting for Sync Data. */
  online: boolean;
  playbackOf: (phrase: LocalPhrase) => 'idle' | 'loading' | 'playing';
  onPlay: (phrase: LocalPhrase) => void;
}

/** The phrases kept in this browser (docs/product.md, Offline): shown while waiting for sync, and all of them offline. */
export function LocalPhrasesSection({ phrases, online, playbackOf, onPlay }: LocalPhrasesSectionProps) {
  const { t } = useTranslation();
  if (online && phrases.length === 0) return null;
  return (
    <section aria-labelledby="local-phrases">
      <div className="flex items-center gap-2">
        <Icon name="device" className="text-slate-500" />
        <h2 id="local-phrases" className="text-lg font-semibold text-slate-900">
          {t('offline.local.title')}
        </h2>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {t(online ? 'offline.local.phrasesWaiting' : 'offline.local.phrasesOffline')}
      </p>
      <Card className="mt-3 overflow-hidden">
        {phrases.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-slate-600 sm:px-5">{t('offline.local.noPhrases')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {phrases.map((phrase) => (
              <LocalPhraseRow
                key={phrase.id}
                phrase={phrase}
                playback={playbackOf(phrase)}
                onPlay={() => onPlay(phrase)}
              />
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
