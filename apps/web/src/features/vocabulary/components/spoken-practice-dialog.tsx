import type { PracticeWord } from '@tolk/contracts/vocabulary-practice';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecognitionRoute } from '../../../entities/engines/recognition-route';
import { ApiRequestError, codeText } from '../../../shared/api/api-errors';
import { formatClock } from '../../../shared/lib/duration';
import { languageName } from '../../../shared/lib/language-names';
import { recordingToWav } from '../../../shared/recording/recording-to-wav';
import { useRecorder } from '../../../shared/recording/use-recorder';
import {
  BrowserRecognitionNotice,
  browserRecognitionFailureText,
} from '../../../shared/speech-recognition/browser-recognition-notice';
import { useBrowserRecognition } from '../../../shared/speech-recognition/use-browser-recognition';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { Spinner } from '../../../shared/ui/spinner';
import { postHeardReview } from '../api/post-heard-review';
import { postSpeechReview } from '../api/post-speech-review';
import { type PracticeRound, usePracticeRound } from '../hooks/use-practice-round';
import { useWordAudio } from '../hooks/use-word-audio';
import { type SpokenFailure, spokenFailureOf } from '../lib/spoken-failure';
import { AnswerFeedback } from './answer-feedback';
import { PracticeShell } from './practice-shell';
import { PracticeWordHeading } from './practice-word-heading';

/** What was heard for a word: the recogniser's text, or the failure shown in its place. */
type Heard = { text: string; failure: null } | { text: null; failure: SpokenFailure; detail: string | null };

/** Spoken practice: hear each word, say it, and see whether the recogniser heard it right. */
export function SpokenPracticeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const round = usePracticeRound();
  const [heard, setHeard] = useState<Record<string, Heard>>({});
  const audio = useWordAudio();
  return (
    <PracticeShell
      title={t('vocabulary.spokenPractice')}
      round={round}
      onClose={() => {
        audio.stop();
        onClose();
      }}
    >
      {(word) => (
        <SpokenExercise
          key={word.id}
          word={word}
          round={round}
          audio={audio}
          heard={heard[word.id]}
          onHeard={(result) => setHeard((all) => ({ ...all, [word.id]: result }))}
        />
      )}
    </PracticeShell>
  );
}

interface SpokenExerciseProps {
  word: PracticeWord;
  round: PracticeRound;
  audio: ReturnType<typeof useWordAudio>;
  heard: Heard | undefined;
  onHeard: (heard: Heard) => void;
}

function SpokenExercise({ word, round, audio, heard, onHeard }: SpokenExerciseProps) {
  const { t, i18n } = useTranslation();
  const [checking, setChecking] = useState(false);
  const outcome = round.session?.outcomes[round.session.index] ?? 'unanswered';
  const answered = outcome !== 'unanswered';

  // The recording goes to the server's recogniser, or the browser heard the words itself (heard-review).
  const review = async (answer: { recording: Blob } | { text: string }) => {
    const durationMs = round.answerTimeMs();
    setChecking(true);
    try {
      const result =
        'text' in answer
          ? await postHeardReview({
              id: word.id,
              recognizedText: answer.text,
              expectedLanguage: word.language,
              durationMs,
            })
          : await postSpeechReview({
              id: word.id,
              wav: await recordingToWav(answer.recording),
              expectedLanguage: word.language,
              durationMs,
            });
      round.track(word.id, Promise.resolve(result));
      round.setOutcome(result.isCorrect ? 'correct' : 'incorrect');
      onHeard({ text: result.recognizedText, failure: null });
    } catch (error) {
      round.setOutcome('incorrect');
      const detail =
        error instanceof ApiRequestError && (error.hasUserMessage || error.code === 'ENGINE_UNAVAILABLE')
          ? (codeText(error) ?? error.message)
          : null;
      onHeard({ text: null, failure: spokenFailureOf(error), detail });
    } finally {
      setChecking(false);
    }
  };

  const route = useRecognitionRoute(word.language);
  const serverRecorder = useRecorder({ onRecorded: (recording) => void review({ recording }) });
  // Nothing heard, or the browser's recogniser failed: no answer reached the server, as a failed check.
  const browserMissed = (detail: string) => {
    round.setOutcome('incorrect');
    onHeard({ text: null, failure: 'check', detail });
  };
  const browserRecognition = useBrowserRecognition({
    onHeard: (text) => (text ? void review({ text }) : browserMissed(t('translate.errors.noSpeech'))),
    onFailed: (error) => browserMissed(browserRecognitionFailureText(error, word.language, t, i18n.language)),
  });
  const usesBrowser = route === 'browser' && serverRecorder.state === 'idle';
  const recorder = usesBrowser || browserRecognition.state !== 'idle' ? browserRecognition : serverRecorder;
  const startRecording = () => void (usesBrowser ? browserRecognition.start(word.language) : serverRecorder.start());
  const recording = recorder.state === 'recording';
  const playing = audio.playingUrl === word.audioUrl;
  const heardText = heard ? (heard.failure ? t(`vocabulary.spoken.${heard.failure}Error`) : heard.text) : null;

  return (
    <div className="space-y-4">
      <PracticeWordHeading word={word} />
      <p className="text-center text-sm text-slate-600">
        <span lang={word.answerLanguage ?? word.targetLanguage}>
          {t('vocabulary.spoken.meaning', { translation: word.expected })}
        </span>
      </p>
      <div className="flex flex-col items-center gap-3">
        <Button
          variant="secondary"
          icon={<Icon name={playing ? 'stop' : 'speaker'} />}
          onClick={() => (playing ? audio.stop() : void audio.play(word.audioUrl))}
        >
          {t('vocabulary.spoken.listen')}
        </Button>
        {audio.failedUrl === word.audioUrl ? (
          <p role="alert" className="text-sm text-rose-700">
            {t('dictionary.entry.audioFailed')}
          </p>
        ) : null}
        <p className="text-sm font-medium text-slate-800">
          {t('vocabulary.spoken.prompt', { language: languageName(word.language, i18n.language) })}
        </p>
        {recording ? (
          <button
            type="button"
            onClick={recorder.stop}
            className="flex h-16 w-16 items-center justify-center rounded-full bg-rose-600 text-white shadow-lg ring-4 ring-rose-200 transition hover:bg-rose-700 focus-visible:outline-none focus-visible:ring-rose-400 motion-safe:animate-pulse"
          >
            <Icon name="stop" className="h-7 w-7" />
            <span className="sr-only">{t('vocabulary.spoken.stop')}</span>
          </button>
        ) : (
          <button
            type="button"
            onClick={() => {
              audio.stop();
              startRecording();
            }}
            // An answer does not close the microphone: the learner may say the word again, and the latest try counts.
            disabled={checking || recorder.state === 'starting'}
            className="flex h-16 w-16 items-center justify-center rounded-full bg-indigo-600 text-white shadow-lg ring-4 ring-indigo-100 transition hover:bg-indigo-700 focus-visible:outline-none focus-visible:ring-indigo-400 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {recorder.state === 'starting' || checking ? (
              <Spinner className="h-7 w-7" />
            ) : (
              <Icon name="microphone" className="h-7 w-7" />
            )}
            <span className="sr-only">{t('vocabulary.spoken.record')}</span>
          </button>
        )}
        <p aria-live="polite" className="min-h-5 text-sm tabular-nums text-slate-600">
          {recording
            ? t('vocabulary.spoken.recording', { time: formatClock(recorder.elapsedSeconds) })
            : checking
              ? t('vocabulary.spoken.checking')
              : null}
        </p>
      </div>
      {usesBrowser ? <BrowserRecognitionNotice language={word.language} /> : null}
      {recorder.error ? (
        <div role="alert">
          {recorder.error.kind === 'denied' ? (
            <Alert tone="error" title={t('translate.errors.microphoneDenied')}>
              {t('translate.errors.microphoneHint')}
            </Alert>
          ) : (
            <Alert tone="error" title={t('translate.errors.recordingFailed', { message: recorder.error.message })} />
          )}
        </div>
      ) : null}
      <div role="status" aria-live="polite">
        {answered && heardText !== null ? (
          <AnswerFeedback
            tone={outcome === 'correct' ? 'correct' : 'incorrect'}
            title={t(`vocabulary.session.summary.${outcome === 'correct' ? 'correct' : 'incorrect'}`)}
          >
            {t('vocabulary.spoken.heard', { text: heardText })}
            {heard?.failure && heard.detail ? <span className="mt-1 block text-xs">{heard.detail}</span> : null}
          </AnswerFeedback>
        ) : null}
      </div>
    </div>
  );
}
