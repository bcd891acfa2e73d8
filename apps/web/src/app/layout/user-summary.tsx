import type { PublicUser } from '@tolk/contracts/users';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../shared/ui/badge';

/** Who is signed in: initial, name, e-mail and an ADMIN badge. */
export function UserSummary({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const initial = (user.name.trim() || user.email).charAt(0).toUpperCase();
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-sm font-bold text-indigo-700"
      >
        {initial}
      </span>
      <div className="min-w-0 text-left">
        <p className="flex items-center gap-2 truncate text-sm font-semibold text-slate-900">
          <span className="truncate">{user.name || user.email}</span>
          {user.role === 'ADMIN' ? <Badge tone="brand">{t('user.adminBadge')}</Badge> : null}
        </p>
        <p className="truncate text-xs text-slate-500">{user.email}</p>
      </div>
    </div>
  );
}
