import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { Button } from './button';
import { Icon } from './icon';
import { Spinner } from './spinner';

export function ListLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 p-10 text-sm text-slate-600">
      <Spinner className="h-5 w-5 text-indigo-600" />
      {label}
    </div>
  );
}

/** The red banner of a failed load, with a retry. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="p-4 sm:p-5">
      <Alert
        tone="error"
        actions={
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      >
        {message}
      </Alert>
    </div>
  );
}

export function ListEmpty({ title, body, action }: { title: string; body: string; action: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="max-w-sm text-sm text-slate-600">{body}</p>
      <div className="mt-3">{action}</div>
    </div>
  );
}

/** In place of a server list while there is no network: why it is not shown, not a spinner. */
export function ListOffline({ message }: { message: string }) {
  return (
    <div className="flex items-start gap-3 px-4 py-5 text-sm leading-relaxed text-slate-600 sm:px-5">
      <Icon name="signal" className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" />
      <p className="min-w-0">{message}</p>
    </div>
  );
}
