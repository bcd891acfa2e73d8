import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { Icon } from '../../../shared/ui/icon';
import { Spinner } from '../../../shared/ui/spinner';
import type { KeyCheck } from '../lib/key-check';

/** The key check's status line and, for a valid key, the balance from the provider's own figures. */
export function KeyStatus({ check }: { check: KeyCheck }) {
  const { t, i18n } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="min-h-12 text-sm" data-key-state={check.state}>
      {check.state === 'idle' ? <p className="text-slate-500">{t('voiceCloning.settings.keyRequired')}</p> : null}
      {check.state === 'checking' ? (
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner className="h-4 w-4" />
          {t('voiceCloning.settings.checking')}
        </p>
      ) : null}
      {check.state === 'invalid' ? (
        <StatusLine tone="error" title={t('voiceCloning.settings.invalid')}>
          {check.reason === 'rejected' ? t('voiceCloning.settings.rejected') : t('voiceCloning.settings.formatRule')}
        </StatusLine>
      ) : null}
      {check.state === 'checkError' ? (
        <StatusLine tone="warning" title={t('voiceCloning.settings.checkFailed')}>
          {t('voiceCloning.settings.checkFailedHint')}
        </StatusLine>
      ) : null}
      {check.state === 'valid' ? (
        <StatusLine tone="success" title={t('voiceCloning.settings.valid')}>
          <span className="block">
            {t('voiceCloning.settings.balance', { balance: check.balance.toLocaleString(i18n.language) })}
          </span>
          {check.canClone ? null : (
            <span className="mt-1 block text-amber-800">
              {t('voiceCloning.settings.planCannotClone', { tier: check.tier })}
            </span>
          )}
        </StatusLine>
      ) : null}
    </div>
  );
}

const TONES = {
  success: { icon: 'checkCircle', title: 'text-emerald-700' },
  warning: { icon: 'warning', title: 'text-amber-700' },
  error: { icon: 'xCircle', title: 'text-rose-700' },
} as const;

function StatusLine({ tone, title, children }: { tone: keyof typeof TONES; title: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <Icon name={TONES[tone].icon} className={cn('mt-0.5 h-4 w-4 shrink-0', TONES[tone].title)} />
      <div className="min-w-0">
        <p className={cn('font-semibold', TONES[tone].title)}>{title}</p>
        <div className="text-slate-600">{children}</div>
      </div>
    </div>
  );
}
