import { useTranslation } from 'react-i18next';
import { useEngines } from '../../../entities/engines/api/get-engines';
import { LazyPreparingNotice } from '../../../entities/models/lazy-preparing-notice';
import { BrowserRecognitionNotice } from '../../../shared/speech-recognition/browser-recognition-notice';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageTitle } from '../../../shared/ui/page-title';
import {
  SetupHint,
  usePairUnavailableNotice,
  usePairUnavailableReason,
  useRecognitionUnavailableNotice,
  useRecognitionUnavailableReason,
} from '../components/engine-notices';
import { PairBar } from '../components/pair-bar';
import { RecorderCard } from '../components/recorder-card';
import { ResultActions } from '../components/result-actions';
import { TranslationCard } from '../components/translation-card';
import { useCopyText } from '../hooks/use-copy-text';
import { useSavePhrase } from '../hooks/use-save-phrase';
import { recordingForPhrase, useSpeechTranslator } from '../hooks/use-speech-translator';

/** /speechtranslate: record a phrase, read what was heard and its translation, hear it, save it. */
export function SpeechTranslatePage() {
  const { t } = useTranslation();
  const translator = useSpeechTranslator();
  const { pair, heard, spoken, recorder } = translator;
  const unavailableNotice = usePairUnavailableNotice(pair, translator.changePair);
  // Record cannot work when nothing understands the language spoken or translates the pair.
  const recognitionUnavailable = useRecognitionUnavailableReason(pair.source);
  const pairUnavailable = usePairUnavailableReason(pair);
  const recordUnavailable = recognitionUnavailable ?? pairUnavailable;
  const saving = useSavePhrase(heard);
  const copying = useCopyText();
  const recognitionNotice = useRecognitionUnavailableNotice(pair.source);
  const recognitionHint = useEngines().data?.speechRecognition.hint;

  const save = async () => {
    if (!heard) return;
    await saving.save({
      text: heard.text,
      translation: heard.translation,
      pair,
      originalAudio: await recordingForPhrase(heard),
      translatedAudio: spoken.base64,
    });
  };

  return (
    <div className="space-y-6">
      <PageTitle title={t('translate.speech.title')} />
      <PageHeader title={t('translate.speech.title')} description={t('translate.speech.subtitle')} />
      <PairBar pair={pair} onChange={translator.changePair} onSwap={translator.swap} disabled={translator.busy} />
      <div className="grid gap-4 lg:grid-cols-2">
        <RecorderCard
          language={pair.source}
          state={recorder.state}
          processing={translator.processing}
          level={recorder.level}
          elapsedSeconds={recorder.elapsedSeconds}
          error={recorder.error}
          onRecord={translator.record}
          onStop={recorder.stop}
          heardText={heard?.text ?? null}
          notice={
            translator.preparing ? (
              <LazyPreparingNotice preparing={translator.preparing} onReady={translator.retryPrepared} />
            ) : (
              recognitionNotice
            )
          }
          unavailableReason={recordUnavailable}
          noLevel={translator.route === 'browser'}
          recognitionNote={
            translator.route === 'browser' ? (
              <div className="w-full space-y-1">
                <BrowserRecognitionNotice language={pair.source} />
                <SetupHint hint={recognitionHint} />
              </div>
            ) : null
          }
        />
        <TranslationCard
          state={translator.result}
          language={pair.target}
          spoken={spoken}
          emptyText={t('translate.text.empty')}
          notice={unavailableNotice}
          actions={
            <ResultActions
              saveStatus={saving.status}
              saveDisabled={spoken.status === 'loading'}
              onSave={() => void save()}
              copied={copying.copied}
              onCopy={() => heard && void copying.copy(heard.translation)}
            />
          }
        />
      </div>
    </div>
  );
}
