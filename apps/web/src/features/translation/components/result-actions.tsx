import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import type { SaveStatus } from '../hooks/use-save-phrase';

interface ResultActionsProps {
  saveStatus: SaveStatus;
  /** Saving waits until the translation's audio is settled, so the phrase keeps it. */
  saveDisabled: boolean;
  onSave: () => void;
  copied: boolean | null;
  onCopy: () => void;
}

/** Save Phrase (with its 3 s confirmation) and Copy ('Copied!'), with their outcome announced. */
export function ResultActions({ saveStatus, saveDisabled, onSave, copied, onCopy }: ResultActionsProps) {
  const { t } = useTranslation();
  const saved = saveStatus === 'saved';
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button
          variant={saved ? 'secondary' : 'primary'}
          icon={<Icon name={saved ? 'checkCircle' : 'bookmark'} className="h-4 w-4" />}
          loading={saveStatus === 'saving'}
          disabled={saveDisabled || saved}
          onClick={onSave}
          className={saved ? 'text-emerald-700' : undefined}
        >
          {saved ? t('translate.result.saved') : t('translate.result.save')}
        </Button>
        <Button
          variant="secondary"
          icon={<Icon name={copied ? 'check' : 'copy'} className="h-4 w-4" />}
          onClick={onCopy}
        >
          {copied ? t('translate.result.copied') : t('translate.result.copy')}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm">
        {saved ? <span className="sr-only">{t('translate.result.saved')}</span> : null}
        {copied ? <span className="sr-only">{t('translate.result.copied')}</span> : null}
        {saveStatus === 'failed' ? <span className="text-rose-700">{t('translate.result.saveFailed')}</span> : null}
        {saveStatus === 'storageFull' ? <span className="text-rose-700">{t('errors.storageFull')}</span> : null}
        {copied === false ? <span className="text-rose-700">{t('translate.result.copyFailed')}</span> : null}
      </p>
    </div>
  );
}
