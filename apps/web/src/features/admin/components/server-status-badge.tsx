import { useTranslation } from 'react-i18next';
import { NetworkError } from '../../../shared/api/api-errors';
import { cn } from '../../../shared/lib/cn';
import { Spinner } from '../../../shared/ui/spinner';
import { useHealthSimple } from '../api/get-health-simple';

type ServerState = 'checking' | 'offline' | 'up' | 'down';

const dot: Record<ServerState, string> = {
  checking: 'bg-slate-400',
  offline: 'bg-slate-500',
  up: 'bg-emerald-500',
  down: 'bg-rose-500',
};

const pill: Record<ServerState, string> = {
  checking: 'bg-slate-100 text-slate-700 ring-slate-300',
  offline: 'bg-slate-100 text-slate-800 ring-slate-300',
  up: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25',
  down: 'bg-rose-50 text-rose-800 ring-rose-600/25',
};

/**
 * Admins' server status: polls /api/public/health-simple every 30 s (docs/product.md, Admin). `compact` is the
 * phone top bar's form: the word "Server" is read by screen readers only, so the state fits beside the menu.
 */
export function ServerStatusBadge({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation();
  const health = useHealthSimple();

  let state: ServerState;
  if (health.isPending) state = 'checking';
  else if (health.data?.status === 'UP' && !health.isError) state = 'up';
  else if (health.error instanceof NetworkError) state = 'offline';
  else state = 'down';

  const label = {
    checking: t('serverStatus.checking'),
    offline: t('serverStatus.offline'),
    up: t('serverStatus.up'),
    down: t('serverStatus.down'),
  }[state];

  return (
    <div className={cn('flex items-center gap-2', className)} data-testid="server-status" data-state={state}>
      <span
        role="status"
        aria-live="polite"
        title={t('serverStatus.title')}
        className={cn(
          'inline-flex h-7 items-center gap-2 whitespace-nowrap rounded-full text-xs font-semibold ring-1 ring-inset',
          compact ? 'px-2' : 'min-w-[7.5rem] px-2.5',
          pill[state],
        )}
      >
        {state === 'checking' ? (
          <Spinner className="h-3 w-3" />
        ) : (
          <span aria-hidden="true" className={cn('h-2 w-2 rounded-full', dot[state])} />
        )}
        <span className={compact ? 'sr-only' : 'font-medium opacity-80'}>{t('serverStatus.label')}</span>
        <span>{label}</span>
      </span>
      {state === 'offline' ? (
        <button
          type="button"
          onClick={() => void health.refetch()}
          disabled={health.isFetching}
          className="h-7 rounded-full px-2.5 text-xs font-semibold text-indigo-700 ring-1 ring-inset ring-indigo-200 hover:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-60"
        >
          {t('serverStatus.retry')}
        </button>
      ) : null}
    </div>
  );
}
