import { DIALOGUE_MESSAGE_MAX_LENGTH } from '@tolk/contracts/dialogue';
import type { KeyboardEvent, ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { formatClock } from '../../../shared/lib/duration';
import type { RecorderState } from '../../../shared/recording/use-recorder';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { Spinner } from '../../../shared/ui/spinner';

interface MessageComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  sending: boolean;
  languageName: string;
  recording: { state: RecorderState; elapsedSeconds: number; transcribing: boolean; toggle: () => void };
  /** Who recognises the speech when it is not the server (the browser, and where it sends the recording). */
  recognitionNote?: ReactNode;
}

/**
 * The message box (2 rows; Enter without Shift sends, Shift+Enter starts a new line), the
 * microphone's record/stop toggle and Send, disabled while a message is on its way.
 */
export function MessageComposer(props: MessageComposerProps) {
  const { value, onChange, onSend, sending, languageName, recording } = props;
  const { t } = useTranslation();
  const hintId = useId();
  const isRecording = recording.state === 'recording';

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSend();
  };

  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <div className="flex items-end gap-2">
        <textarea
          rows={2}
          value={value}
          maxLength={DIALOGUE_MESSAGE_MAX_LENGTH}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          aria-label={t('dialogue.composer.label')}
          aria-describedby={hintId}
          placeholder={t('dialogue.composer.placeholder', { language: languageName })}
          className="block min-w-0 flex-1 resize-none rounded-xl border-0 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-inset focus:ring-indigo-500 sm:text-sm"
        />
        <button
          type="button"
          onClick={recording.toggle}
          disabled={recording.transcribing || recording.state === 'starting'}
          aria-pressed={isRecording}
          aria-label={isRecording ? t('dialogue.composer.stopRecording') : t('dialogue.composer.record')}
          className={cn(
            'flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-white shadow-sm transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
            isRecording
              ? 'bg-rose-600 hover:bg-rose-700 focus-visible:ring-rose-500 motion-safe:animate-pulse'
              : 'bg-slate-700 hover:bg-slate-800 focus-visible:ring-indigo-500',
          )}
        >
          {recording.transcribing || recording.state === 'starting' ? (
            <Spinner className="h-5 w-5" />
          ) : (
            <Icon name={isRecording ? 'stop' : 'microphone'} className="h-5 w-5" />
          )}
        </button>
        <Button type="submit" className="h-11 shrink-0" loading={sending} icon={<Icon name="arrowRight" />}>
          <span className="sr-only sm:not-sr-only">{t('dialogue.composer.send')}</span>
        </Button>
      </div>
      <p id={hintId} role="status" aria-live="polite" className="min-h-5 text-xs text-slate-500">
        {isRecording
          ? t('dialogue.composer.recording', { time: formatClock(recording.elapsedSeconds) })
          : recording.transcribing
            ? t('dialogue.composer.transcribing')
            : t('dialogue.composer.hint')}
      </p>
      {props.recognitionNote}
    </form>
  );
}
