import { useTranslation } from 'react-i18next';
import { AudioPlayer } from '../../../shared/audio/audio-player';
import { languageName } from '../../../shared/lib/language-names';
import { Alert } from '../../../shared/ui/alert';
import { Card } from '../../../shared/ui/card';
import { LanguageFlag } from '../../../shared/ui/language-flag';
import { useObjectUrl } from '../hooks/use-object-url';
import type { CloneResult } from '../lib/clone-result';

/** 'Original' (the recognised text and the recording) and 'Translation (your voice)', each with its empty state. */
export function ResultCards({ result }: { result: CloneResult | null }) {
  const { t, i18n } = useTranslation();
  const originalUrl = useObjectUrl(result?.originalAudio ?? null);
  const clonedUrl = useObjectUrl(result?.clonedAudio ?? null);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="flex flex-col gap-3 p-4 sm:p-5" data-testid="clone-original">
        <CardHeading
          title={t('voiceCloning.result.original')}
          language={result ? languageName(result.sourceLanguage, i18n.language) : null}
          code={result?.sourceLanguage}
        />
        {result?.originalText ? (
          <p lang={result.sourceLanguage} className="whitespace-pre-wrap break-words text-lg text-slate-900">
            {result.originalText}
          </p>
        ) : (
          <p className="text-slate-500">{t('voiceCloning.result.originalEmpty')}</p>
        )}
        {result ? <AudioPlayer src={originalUrl} label={t('voiceCloning.result.originalAudio')} /> : null}
      </Card>
      <Card className="flex flex-col gap-3 p-4 sm:p-5" data-testid="clone-translation">
        <CardHeading
          title={t('voiceCloning.result.translation')}
          language={result ? languageName(result.targetLanguage, i18n.language) : null}
          code={result?.targetLanguage}
        />
        {result?.translatedText ? (
          <p lang={result.targetLanguage} className="whitespace-pre-wrap break-words text-lg text-slate-900">
            {result.translatedText}
          </p>
        ) : (
          <p className="text-slate-500">{t('voiceCloning.result.translationEmpty')}</p>
        )}
        {result?.noSpeakingModel ? (
          <Alert
            tone="warning"
            title={t('voiceCloning.result.noModel', { language: languageName(result.targetLanguage, i18n.language) })}
          >
            {t('voiceCloning.result.noModelHint')}
          </Alert>
        ) : null}
        {result?.clonedAudio ? (
          <AudioPlayer src={clonedUrl} autoPlay label={t('voiceCloning.result.translationAudio')} />
        ) : null}
        {result ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-slate-500">
            <dt>{t('voiceCloning.result.voiceId')}</dt>
            <dd className="break-all font-mono text-slate-700">{result.voiceId}</dd>
            {result.modelId ? (
              <>
                <dt>{t('voiceCloning.result.model')}</dt>
                <dd className="break-all font-mono text-slate-700">{result.modelId}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
      </Card>
    </div>
  );
}

function CardHeading({
  title,
  language,
  code,
}: {
  title: string;
  language: string | null;
  code?: CloneResult['sourceLanguage'] | undefined;
}) {
  return (
    <div className="flex items-center justify-between gap-2">
      <h2 className="font-semibold text-slate-900">{title}</h2>
      {language && code ? (
        <span className="flex items-center gap-1.5 text-sm text-slate-500">
          <LanguageFlag code={code} />
          {language}
        </span>
      ) : null}
    </div>
  );
}
