import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageTitle } from '../../../shared/ui/page-title';
import { usePairUnavailableNotice, usePairUnavailableReason } from '../components/engine-notices';
import { PairBar } from '../components/pair-bar';
import { ResultActions } from '../components/result-actions';
import { TextSourceCard } from '../components/text-source-card';
import { TranslationCard } from '../components/translation-card';
import { useCopyText } from '../hooks/use-copy-text';
import { useSavePhrase } from '../hooks/use-save-phrase';
import { useTextTranslator } from '../hooks/use-text-translator';

/** /texttranslate: type, press Enter, read and hear the translation, save or copy it. */
export function TextTranslatePage() {
  const { t } = useTranslation();
  const translator = useTextTranslator();
  const { pair, translated, spoken } = translator;
  const unavailableNotice = usePairUnavailableNotice(pair, translator.changePair);
  const unavailableReason = usePairUnavailableReason(pair);
  const saving = useSavePhrase(translated);
  const copying = useCopyText();

  const save = () => {
    if (!translated) return;
    void saving.save({
      text: translated.source,
      translation: translated.translation,
      pair,
      // Text translation saves an empty original audio: there is no recording.
      originalAudio: '',
      translatedAudio: spoken.base64,
    });
  };

  return (
    <div className="space-y-6">
      <PageTitle title={t('translate.text.title')} />
      <PageHeader title={t('translate.text.title')} description={t('translate.text.subtitle')} />
      <PairBar pair={pair} onChange={translator.changePair} onSwap={translator.swap} disabled={translator.pending} />
      <div className="grid gap-4 lg:grid-cols-2">
        <TextSourceCard
          text={translator.text}
          language={pair.source}
          pending={translator.pending}
          blank={translator.blank}
          unavailableReason={unavailableReason}
          onChange={translator.changeText}
          onSubmit={() => void translator.submit()}
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
              onSave={save}
              copied={copying.copied}
              onCopy={() => translated && void copying.copy(translated.translation)}
            />
          }
        />
      </div>
    </div>
  );
}
