import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Icon } from '../../../shared/ui/icon';

interface ClonedVoiceCardProps {
  voiceId: string;
  busy: boolean;
  deleting: boolean;
  onReplace: () => void;
  onDelete: () => void;
}

/** The learner's one cloned voice at the provider: its id, replacing it with a new recording, and deleting it there. */
export function ClonedVoiceCard({ voiceId, busy, deleting, onReplace, onDelete }: ClonedVoiceCardProps) {
  const { t } = useTranslation();
  return (
    <Card
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
      data-testid="cloned-voice"
    >
      <div className="min-w-0">
        <h2 className="font-semibold text-slate-900">{t('voiceCloning.voice.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('voiceCloning.voice.reused')}</p>
        <p className="mt-1 break-all font-mono text-xs text-slate-700">{voiceId}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="secondary" icon={<Icon name="refresh" />} onClick={onReplace} disabled={busy || deleting}>
          {t('voiceCloning.voice.replace')}
        </Button>
        <Button variant="dangerSoft" icon={<Icon name="trash" />} onClick={onDelete} loading={deleting} disabled={busy}>
          {t('voiceCloning.voice.delete')}
        </Button>
      </div>
    </Card>
  );
}
