import { useTranslation } from 'react-i18next';
import type { MicrophoneError } from '../../../shared/recording/microphone-error';
import { Alert } from '../../../shared/ui/alert';
import type { TranscriptionFailure } from '../hooks/use-dialogue-recording';

interface DialogueErrorsProps {
  /** The failed message's text ('Error: …' or 'Error sending message'). */
  chat: string | null;
  microphone: MicrophoneError | null;
  transcription: TranscriptionFailure | null;
  audio: boolean;
}

/** What went wrong, in the words of docs/product.md (Dialogue), each until the next try of the same thing. */
export function DialogueErrors({ chat, microphone, transcription, audio }: DialogueErrorsProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2 empty:hidden" data-testid="dialogue-errors">
      {microphone ? (
        <div role="alert">
          <Alert tone="error" title={t('dialogue.errors.microphone')}>
            {microphone.kind === 'failed' ? microphone.message : null}
          </Alert>
        </div>
      ) : null}
      {transcription ? (
        <div role="alert">
          <Alert tone="error" title={transcription.title}>
            {transcription.detail}
          </Alert>
        </div>
      ) : null}
      {chat ? (
        <div role="alert">
          <Alert tone="error" title={chat} />
        </div>
      ) : null}
      {audio ? (
        <div role="alert">
          <Alert tone="error" title={t('dialogue.errors.playing')} />
        </div>
      ) : null}
    </div>
  );
}
