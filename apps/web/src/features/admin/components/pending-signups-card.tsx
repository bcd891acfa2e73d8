import { ADMIN_FAILURE_MESSAGE_MS, ADMIN_SUCCESS_MESSAGE_MS } from '@tolk/contracts/limits';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-errors';
import { formatDateTime } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { confirmAction } from '../../../shared/ui/confirm';
import { Icon } from '../../../shared/ui/icon';
import { useClearPendingSignups, usePendingSignups } from '../api/pending-signups';
import type { Notify } from './user-controls';

/**
 * Accounts waiting for approval by the network they signed up from, each network's cleared with one
 * button, and a warning while sign-up is being refused (docs/product.md, Admin).
 */
export function PendingSignupsCard({ notify }: { notify: Notify }) {
  const { t, i18n } = useTranslation();
  const pending = usePendingSignups();
  const clear = useClearPendingSignups();
  const data = pending.data;
  if (!data || (data.networks.length === 0 && !data.throttle)) return null;

  const clearNetwork = (network: string | null, count: number) => {
    const name = network ?? t('admin.pendingSignups.unknownNetwork');
    if (!confirmAction(t('admin.pendingSignups.confirmClear', { network: name, n: count }))) return;
    clear.mutate(network, {
      onSuccess: ({ deleted }) =>
        notify({ tone: 'success', text: t('admin.pendingSignups.cleared', { n: deleted }) }, ADMIN_SUCCESS_MESSAGE_MS),
      onError: (error) =>
        notify(
          {
            tone: 'error',
            text: errorText(error, { fallback: t('admin.pendingSignups.clearFailed'), network: t('errors.network') }),
          },
          ADMIN_FAILURE_MESSAGE_MS,
        ),
    });
  };

  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-sm font-semibold text-slate-900">{t('admin.pendingSignups.title')}</h2>
      {data.throttle ? (
        <p role="status" className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('admin.pendingSignups.throttled', {
            time: formatDateTime(data.throttle.since, i18n.language, 'short'),
            n: data.throttle.refused,
          })}
        </p>
      ) : null}
      {data.networks.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t('admin.pendingSignups.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {data.networks.map((row) => {
            const name = row.network ?? t('admin.pendingSignups.unknownNetwork');
            return (
              <li key={row.network ?? ''} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <div className="text-sm">
                  <span className="break-all font-mono text-slate-900">{name}</span>
                  <span className="block text-xs text-slate-500">
                    {t('admin.pendingSignups.pending', { n: row.pending })} ·{' '}
                    {t('admin.pendingSignups.lastSignup', {
                      date: formatDateTime(row.lastSignupAt, i18n.language, 'short'),
                    })}
                  </span>
                </div>
                <Button
                  variant="dangerSoft"
                  size="sm"
                  aria-label={t('admin.pendingSignups.clearFor', { network: name })}
                  loading={clear.isPending && clear.variables === row.network}
                  icon={<Icon name="trash" className="h-4 w-4" />}
                  onClick={() => clearNetwork(row.network, row.pending)}
                >
                  {t('admin.pendingSignups.clear')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
