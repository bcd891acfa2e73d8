import type { LanguageCode } from '@tolk/contracts/languages';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ClickableText } from '../../../entities/dictionary/clickable-text';
import { formatClock } from '../../../shared/lib/duration';
import { languageName } from '../../../shared/lib/language-names';
import type { MicrophoneError } from '../../../shared/recording/microphone-error';
import type { RecorderState } from '../../../shared/recording/use-recorder';
import { Alert } from '../../../shared/ui/alert';
import { Card } from '../../../shared/ui/card';
import { Icon } from '../../../shared/ui/icon';
import { LevelMeter } from '../../../shared/ui/level-meter';
import { Spinner } from '../../../shared/ui/spinner';

interface RecorderCardProps {
  language: LanguageCode;
  state: RecorderState;
  processing: boolean;
  level: number;
  elapsedSeconds: number;
  error: MicrophoneError | null;
  onRecord: () => void;
  onStop: () => void;
  /** What was recognised, once there is a result. */
  heardText: string | null;
  /** Shown instead of the empty recognised-words text, e.g. what an administrator must configure. */
  notice?: ReactNode;
  /** Why recording cannot work right now (no engine for the language or the pair): Record is disabled, this beside it. */
  unavailableReason?: string | undefined;
  /** Who recognises the speech when it is not the server (the browser, and where it sends the recording). */
  recognitionNote?: ReactNode;
  /** The browser's recogniser keeps the microphone to itself: there is no level to show. */
  noLevel?: boolean;
}

/** Record, Stop (or Enter), the live level and time, microphone errors, and the recognised words. */
export function RecorderCard(props: RecorderCardProps) {
  const { t, i18n } = useTranslation();
  const recording = props.state === 'recording';
  const language = languageName(props.language, i18n.language);
  const reasonId = useId();

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex flex-col items-center gap-3 py-2 text-center">
        {recording ? (
          <button
            type="button"
            onClick={props.onStop}
            className="flex h-20 w-20 items-center justify-center rounded-full bg-rose-600 text-white shadow-lg ring-4 ring-rose-200 transition hover:bg-rose-700 focus-visible:outline-none focus-visible:ring-rose-400 motion-safe:animate-pulse"
          >
            <Icon name="stop" className="h-8 w-8" />
            <span className="sr-only">{t('translate.speech.stop')}</span>
          </button>
        ) : (
          <button
            type="button"
            onClick={props.onRecord}
            disabled={props.processing || props.state === 'starting' || Boolean(props.unavailableReason)}
            aria-describedby={props.unavailableReason ? reasonId : undefined}
            className="flex h-20 w-20 items-center justify-center rounded-full bg-indigo-600 text-white shadow-lg ring-4 ring-indigo-100 transition hover:bg-indigo-700 focus-visible:outline-none focus-visible:ring-indigo-400 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {props.state === 'starting' ? (
              <Spinner className="h-8 w-8" />
            ) : (
              <Icon name="microphone" className="h-8 w-8" />
            )}
            <span className="sr-only">{t('translate.speech.record')}</span>
          </button>
        )}
        <div role="status" aria-live="polite" className="min-h-10 text-sm text-slate-600">
          {recording ? (
            <>
              <p className="font-semibold tabular-nums text-rose-700">
                {t('translate.speech.recording', { time: formatClock(props.elapsedSeconds) })}
              </p>
              <p>{t('translate.speech.stopHint')}</p>
            </>
          ) : props.processing ? (
            <p className="font-medium">{t('translate.speech.processing')}</p>
          ) : props.state === 'starting' ? (
            <p>{t('translate.speech.starting')}</p>
          ) : props.unavailableReason ? (
            <p id={reasonId} className="font-medium text-amber-800">
              {props.unavailableReason}
            </p>
          ) : (
            <p>{t('translate.speech.idleHint', { language })}</p>
          )}
        </div>
        {recording && !props.noLevel ? <LevelMeter level={props.level} /> : null}
        {props.recognitionNote}
      </div>
      {props.error ? <MicrophoneAlert error={props.error} /> : null}
      <div className="border-t border-slate-100 pt-4">
        <h2 className="text-sm font-semibold text-slate-500">{t('translate.speech.heard', { language })}</h2>
        {props.heardText ? (
          <p lang={props.language} className="mt-2 whitespace-pre-wrap break-words text-lg text-slate-900">
            <ClickableText text={props.heardText} language={props.language} />
          </p>
        ) : (
          <div className="mt-2">
            {props.notice ?? <p className="text-slate-500">{t('translate.speech.heardEmpty')}</p>}
          </div>
        )}
      </div>
    </Card>
  );
}

function MicrophoneAlert({ error }: { error: MicrophoneError }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      {error.kind === 'denied' ? (
        <Alert tone="error" title={t('translate.errors.microphoneDenied')}>
          {t('translate.errors.microphoneHint')}
        </Alert>
      ) : (
        <Alert tone="error" title={t('translate.errors.recordingFailed', { message: error.message })} />
      )}
    </div>
  );
}
