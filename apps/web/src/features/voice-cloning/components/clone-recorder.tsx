import { RECOMMENDED_CLONE_SECONDS, type VoiceCloningLanguage } from '@tolk/contracts/voice-cloning';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../shared/lib/duration';
import { languageName } from '../../../shared/lib/language-names';
import type { MicrophoneError } from '../../../shared/recording/microphone-error';
import type { RecorderState } from '../../../shared/recording/use-recorder';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Icon } from '../../../shared/ui/icon';
import { LevelMeter } from '../../../shared/ui/level-meter';
import { Spinner } from '../../../shared/ui/spinner';
import type { PipelineStage } from '../lib/clone-result';

interface CloneRecorderProps {
  hasKey: boolean;
  sourceLanguage: VoiceCloningLanguage;
  targetLanguage: VoiceCloningLanguage;
  /** No cloned voice yet: this recording will be the voice's sample, so the learner is guided to record enough. */
  clonesVoice: boolean;
  state: RecorderState;
  level: number;
  elapsedSeconds: number;
  microphoneError: MicrophoneError | null;
  stage: PipelineStage | null;
  onRecord: () => void;
  onStop: () => void;
}

const STAGE_TEXT = {
  cloning: 'voiceCloning.processing.cloning',
  translating: 'voiceCloning.processing.translating',
  speaking: 'voiceCloning.processing.other',
} as const;

/** Record and Stop with the mm:ss time and live level, the guide to a good sample, and what the pipeline is doing. */
export function CloneRecorder(props: CloneRecorderProps) {
  const { t, i18n } = useTranslation();
  const recording = props.state === 'recording';
  const busy = props.stage !== null;

  return (
    <Card className="flex flex-col items-center gap-4 p-4 text-center sm:p-6">
      {recording ? (
        <Button variant="danger" size="lg" icon={<Icon name="stop" />} onClick={props.onStop} className="min-w-48">
          {t('voiceCloning.record.stop', { time: formatClock(props.elapsedSeconds) })}
        </Button>
      ) : (
        <Button
          size="lg"
          icon={<Icon name="microphone" />}
          onClick={props.onRecord}
          disabled={!props.hasKey || busy || props.state === 'starting'}
          loading={props.state === 'starting'}
          className="min-w-48"
        >
          {props.hasKey ? t('voiceCloning.record.start') : t('voiceCloning.record.needsKey')}
        </Button>
      )}
      {recording ? (
        <div className="w-full max-w-md space-y-2">
          <p className="font-semibold tabular-nums text-rose-700">
            {t('voiceCloning.record.recording', { time: formatClock(props.elapsedSeconds) })}
          </p>
          <LevelMeter level={props.level} />
        </div>
      ) : null}
      {props.hasKey && !recording && !busy ? (
        <p className="max-w-md text-sm text-slate-600">
          {t('voiceCloning.record.hint', {
            from: languageName(props.sourceLanguage, i18n.language),
            to: languageName(props.targetLanguage, i18n.language),
          })}
        </p>
      ) : null}
      {props.clonesVoice && props.hasKey ? (
        <CloneGuide recording={recording} elapsedSeconds={props.elapsedSeconds} />
      ) : null}
      <div role="status" aria-live="polite" className="text-sm font-medium text-indigo-700 empty:hidden">
        {props.stage ? (
          <p className="flex items-center justify-center gap-2">
            <Spinner className="h-4 w-4" />
            {t(STAGE_TEXT[props.stage])}
          </p>
        ) : null}
      </div>
      {props.microphoneError ? (
        <div role="alert" className="w-full text-left">
          <Alert
            tone="error"
            title={
              props.microphoneError.kind === 'denied'
                ? t('translate.errors.microphoneDenied')
                : t('translate.errors.recordingFailed', { message: props.microphoneError.message })
            }
          />
        </div>
      ) : null}
    </Card>
  );
}

/** Instant cloning wants a minute or two of clean speech: the target, and while recording, how far along it is. */
function CloneGuide({ recording, elapsedSeconds }: { recording: boolean; elapsedSeconds: number }) {
  const { t } = useTranslation();
  const progress = Math.min(1, elapsedSeconds / RECOMMENDED_CLONE_SECONDS);
  const enough = elapsedSeconds >= RECOMMENDED_CLONE_SECONDS;
  return (
    <div className="w-full max-w-md rounded-xl bg-indigo-50 p-3 text-left text-sm text-indigo-950 ring-1 ring-inset ring-indigo-100">
      <p className="font-semibold">{t('voiceCloning.guide.title')}</p>
      <p className="mt-1 text-indigo-900">{t('voiceCloning.guide.body')}</p>
      {recording ? (
        <div className="mt-2 space-y-1">
          <div
            role="progressbar"
            aria-label={t('voiceCloning.guide.progress')}
            aria-valuemin={0}
            aria-valuemax={RECOMMENDED_CLONE_SECONDS}
            aria-valuenow={Math.floor(Math.min(elapsedSeconds, RECOMMENDED_CLONE_SECONDS))}
            className="h-1.5 w-full overflow-hidden rounded-full bg-indigo-100"
          >
            <div
              className={enough ? 'h-full bg-emerald-500' : 'h-full bg-indigo-500'}
              style={{ width: `${Math.round(progress * 100)}%` }}
            />
          </div>
          <p className={enough ? 'text-emerald-700' : 'text-indigo-800'}>
            {enough
              ? t('voiceCloning.guide.enough')
              : t('voiceCloning.guide.progressText', {
                  time: formatClock(elapsedSeconds),
                  target: formatClock(RECOMMENDED_CLONE_SECONDS),
                })}
          </p>
        </div>
      ) : null}
    </div>
  );
}
