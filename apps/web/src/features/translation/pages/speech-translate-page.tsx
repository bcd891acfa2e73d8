import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageTitle } from '../../../shared/ui/page-title';
import {
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
          notice={recognitionNotice}
          unavailableReason={recordUnavailable}
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
