import { useTranslation } from 'react-i18next';
import type { LocalTrainer } from '../../../entities/audio-tracks/local-trainers-db';
import { refusalText } from '../../../shared/api/refusal-text';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { OnThisDeviceSection } from '../../../shared/ui/on-this-device-section';
import type { PlaybackState } from './play-toggle';
import { PlayToggle } from './play-toggle';

interface LocalTrainersSectionProps {
  trainers: LocalTrainer[];
  /** Offline the section holds every trainer on this device; online only those waiting for Sync Data. */
  online: boolean;
  playbackOf: (trainer: LocalTrainer) => { state: PlaybackState; clip: number };
  onPlay: (trainer: LocalTrainer) => void;
  onDelete: (trainer: LocalTrainer) => void;
}

/**
 * Trainers made on this device that Sync Data has not uploaded yet, and offline every one; each
 * plays its clips in sequence from this device's copy. One the server refused for good says why; like every
 * trainer here, it can be deleted.
 */
export function LocalTrainersSection({ trainers, online, playbackOf, onPlay, onDelete }: LocalTrainersSectionProps) {
  const { t } = useTranslation();
  if (online && trainers.length === 0) return null;
  return (
    <OnThisDeviceSection
      id="local-trainers"
      title={t('audioTracks.local.title')}
      body={t(online ? 'audioTracks.local.body' : 'offline.local.trainersOffline')}
      emptyText={t('offline.local.noTrainers')}
      isEmpty={trainers.length === 0}
    >
      <ul className="divide-y divide-slate-100">
        {trainers.map((trainer) => {
          const { state, clip } = playbackOf(trainer);
          return (
            <li key={trainer.id} className="flex items-center gap-3 px-4 py-3 sm:gap-4 sm:px-5">
              <PlayToggle
                state={state}
                label={t(state === 'idle' ? 'audioTracks.row.play' : 'audioTracks.row.stop', {
                  name: trainer.name,
                })}
                onClick={() => onPlay(trainer)}
              />
              <div className="min-w-0 flex-1">
                <p className="break-words font-semibold text-slate-900">{trainer.name}</p>
                <p className="mt-0.5 text-xs text-slate-500">
                  {state === 'playing'
                    ? t('audioTracks.local.clipOf', { clip: clip + 1, count: trainer.audioBase64List.length })
                    : t('audioTracks.local.clips', { count: trainer.audioBase64List.length })}
                </p>
                {trainer.refused ? (
                  <p className="mt-1 text-sm text-rose-700">
                    {t('sync.notUploaded', { reason: refusalText(t, trainer.refused) })}
                  </p>
                ) : null}
              </div>
              <Button
                variant="dangerSoft"
                size="sm"
                className="h-9 w-9 shrink-0 px-0"
                aria-label={t('audioTracks.row.delete', { name: trainer.name })}
                onClick={() => onDelete(trainer)}
              >
                <Icon name="trash" className="h-4 w-4" />
              </Button>
            </li>
          );
        })}
      </ul>
    </OnThisDeviceSection>
  );
}
