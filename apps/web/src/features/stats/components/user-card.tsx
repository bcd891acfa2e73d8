import type { PublicUser } from '@tolk/contracts/users';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format';
import { Badge, type BadgeTone } from '../../../shared/ui/badge';
import { Card } from '../../../shared/ui/card';
import { EmailText } from '../../../shared/ui/email-text';

/** Any status other than the known good/waiting ones shows red. */
function statusTone(status: string): BadgeTone {
  if (status === 'ACTIVE') return 'success';
  if (status === 'PENDING') return 'warning';
  return 'danger';
}

export function UserCard({ user }: { user: PublicUser }) {
  const { t, i18n } = useTranslation();
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-sm font-semibold text-slate-500">{t('dashboard.account.title')}</h2>
      <p className="mt-3 break-words text-lg font-semibold text-slate-900">{user.name}</p>
      <p className="text-sm text-slate-600">
        <EmailText email={user.email} />
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Badge tone={statusTone(user.status)}>
          <span className="sr-only">{t('dashboard.account.statusLabel')} </span>
          {t(`user.status.${user.status}`)}
        </Badge>
        {user.role === 'ADMIN' ? <Badge tone="brand">{t('user.adminBadge')}</Badge> : null}
      </div>
      <p className="mt-4 text-xs text-slate-500">
        {t('dashboard.account.memberSince', { date: formatDate(user.createdAt, i18n.language) })}
      </p>
    </Card>
  );
}
