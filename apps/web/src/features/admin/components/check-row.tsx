import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorText } from '../../../shared/api/api-errors';
import { formatMs } from '../../../shared/lib/format';
import { Badge } from '../../../shared/ui/badge';
import { Icon } from '../../../shared/ui/icon';
import { Spinner } from '../../../shared/ui/spinner';
import type { ProbeResult } from '../lib/probe';

export interface CheckVerdict {
  level: 'ok' | 'warn' | 'fail';
  text: string;
}

interface CheckRowProps<T> {
  name: string;
  endpoint: string;
  query: UseQueryResult<ProbeResult<T>>;
  judge: (data: T) => CheckVerdict;
}

/** One line of the diagnostics list: what was checked, its verdict and how long it took. */
export function CheckRow<T>({ name, endpoint, query, judge }: CheckRowProps<T>) {
  const { t } = useTranslation();
  const result = query.data;
  let verdict: CheckVerdict | null = null;
  if (result?.ok) verdict = judge(result.data);
  else if (result) {
    const status = result.error instanceof ApiRequestError ? ` (HTTP ${result.error.status})` : '';
    verdict = {
      level: 'fail',
      text:
        errorText(result.error, { fallback: t('admin.diagnostics.requestFailed'), network: t('errors.network') }) +
        status,
    };
  }
  const running = query.isFetching;

  return (
    <li className="flex flex-col gap-2 px-4 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-6">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="mt-0.5">
          {running || !verdict ? (
            <Spinner className="h-5 w-5 text-slate-400" />
          ) : (
            <Icon
              name={verdict.level === 'ok' ? 'checkCircle' : verdict.level === 'warn' ? 'warning' : 'xCircle'}
              className={
                verdict.level === 'ok'
                  ? 'text-emerald-600'
                  : verdict.level === 'warn'
                    ? 'text-amber-600'
                    : 'text-rose-600'
              }
            />
          )}
        </span>
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{name}</p>
          <p className="truncate font-mono text-xs text-slate-500">{endpoint}</p>
          <p className="mt-1 min-h-5 break-words text-sm text-slate-600">
            {verdict?.text ?? t('admin.diagnostics.running')}
          </p>
        </div>
      </div>
      <div className="flex items-center gap-3 pl-8 sm:pl-0">
        <span className="text-sm tabular-nums text-slate-500 sm:w-16 sm:text-right">
          {result ? formatMs(result.latencyMs) : '—'}
        </span>
        <span className="sm:w-20 sm:text-right">
          {verdict && !running ? (
            <Badge tone={verdict.level === 'ok' ? 'success' : verdict.level === 'warn' ? 'warning' : 'danger'}>
              {t(`admin.diagnostics.levels.${verdict.level}`)}
            </Badge>
          ) : (
            <Badge>{t('admin.diagnostics.levels.running')}</Badge>
          )}
        </span>
      </div>
    </li>
  );
}
