import { useTranslation } from 'react-i18next';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Icon } from '../../../shared/ui/icon';
import type { SaveState } from '../hooks/use-save-clone-result';

/** 'Add to phrases and audio trainers', and where the result went. */
export function SaveResultBar({ state, onSave }: { state: SaveState; onSave: () => void }) {
  const { t } = useTranslation();
  const done = state === 'saved' || state === 'savedLocally';
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          icon={<Icon name={done ? 'check' : 'bookmark'} />}
          onClick={onSave}
          loading={state === 'saving'}
          disabled={done}
          className="!h-auto min-h-10 w-full py-2 sm:w-auto"
        >
          {done ? t('voiceCloning.save.done') : t('voiceCloning.save.button')}
        </Button>
        {state === 'saved' ? (
          <ButtonLink to="/phrases" variant="ghost">
            {t('voiceCloning.save.open')}
          </ButtonLink>
        ) : null}
      </div>
      <div role="status" aria-live="polite">
        {state === 'savedLocally' ? <Alert tone="info" title={t('voiceCloning.save.savedLocally')} /> : null}
        {state === 'failed' ? <Alert tone="error" title={t('voiceCloning.save.failed')} /> : null}
      </div>
    </div>
  );
}
