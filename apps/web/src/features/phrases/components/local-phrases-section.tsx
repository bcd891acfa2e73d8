import { useTranslation } from 'react-i18next';
import type { LocalPhrase } from '../../../entities/phrases/local-phrases-db';
import { OnThisDeviceSection } from '../../../shared/ui/on-this-device-section';
import { LocalPhraseRow } from './local-phrase-row';
import type { PhrasePlayback } from './phrase-play-button';

interface LocalPhrasesSectionProps {
  phrases: LocalPhrase[];
  /** Offline the section holds every phrase on this device; online only those waiting for Sync Data. */
  online: boolean;
  playbackOf: (phrase: LocalPhrase) => PhrasePlayback;
  onPlay: (phrase: LocalPhrase) => void;
}

/** The phrases kept in this browser (docs/product.md, Offline): shown while waiting for sync, and all of them offline. */
export function LocalPhrasesSection({ phrases, online, playbackOf, onPlay }: LocalPhrasesSectionProps) {
  const { t } = useTranslation();
  if (online && phrases.length === 0) return null;
  return (
    <OnThisDeviceSection
      id="local-phrases"
      title={t('offline.local.title')}
      body={t(online ? 'offline.local.phrasesWaiting' : 'offline.local.phrasesOffline')}
      emptyText={t('offline.local.noPhrases')}
      isEmpty={phrases.length === 0}
    >
      <ul className="divide-y divide-slate-100">
        {phrases.map((phrase) => (
          <LocalPhraseRow key={phrase.id} phrase={phrase} playback={playbackOf(phrase)} onPlay={() => onPlay(phrase)} />
        ))}
      </ul>
    </OnThisDeviceSection>
  );
}
