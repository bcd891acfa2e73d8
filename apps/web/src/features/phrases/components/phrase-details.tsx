import { isLanguageCode } from '@tolk/contracts/languages';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format';
import { Badge } from '../../../shared/ui/badge';
import { Icon } from '../../../shared/ui/icon';
import { LanguagePairLabel } from './language-pair-label';

interface PhraseDetailsProps {
  sourceLanguage: string;
  targetLanguage: string;
  /** ISO 8601; a phrase kept on this device may not know when it was saved. */
  savedAt: string | null;
  hasAudio: boolean;
}

/** The line under a phrase's texts: its pair, the date it was saved and whether it has audio. */
export function PhraseDetails({ sourceLanguage, targetLanguage, savedAt, hasAudio }: PhraseDetailsProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-slate-500">
      {isLanguageCode(sourceLanguage) && isLanguageCode(targetLanguage) ? (
        <LanguagePairLabel source={sourceLanguage} target={targetLanguage} />
      ) : null}
      {savedAt ? <time dateTime={savedAt}>{formatDate(savedAt, i18n.language)}</time> : null}
      {hasAudio ? (
        <Badge tone="success">
          <Icon name="speaker" className="h-3.5 w-3.5" />
          {t('phrases.row.hasAudio')}
        </Badge>
      ) : (
        <Badge>{t('phrases.row.noAudio')}</Badge>
      )}
    </div>
  );
}
