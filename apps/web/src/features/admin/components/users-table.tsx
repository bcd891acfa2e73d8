import type { PublicUser } from '@tolk/contracts/users';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format';
import { Badge } from '../../../shared/ui/badge';
import { DeleteUserButton, type Notify, RoleSelect, StatusSelect } from './user-controls';

interface UsersListProps {
  users: PublicUser[];
  currentUserId: string | undefined;
  notify: Notify;
}

/** Wide screens: a table with one row per user. */
export function UsersTable({ users, currentUserId, notify }: UsersListProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{t('admin.users.caption')}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t('admin.users.columns.name')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('admin.users.columns.email')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('admin.users.columns.created')}
            </th>
            <th scope="col" className="w-40 px-4 py-3">
              {t('admin.users.columns.status')}
            </th>
            <th scope="col" className="w-36 px-4 py-3">
              {t('admin.users.columns.role')}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">{t('admin.users.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {users.map((user) => (
            <tr key={user.id} className="align-middle hover:bg-slate-50/60">
              <td className="px-4 py-3 font-medium text-slate-900">
                <span className="flex items-center gap-2">
                  <span className="max-w-[14rem] truncate" title={user.name}>
                    {user.name}
                  </span>
                  {user.id === currentUserId ? <Badge tone="info">{t('admin.users.you')}</Badge> : null}
                </span>
              </td>
              <td className="max-w-[16rem] truncate px-4 py-3 text-slate-600" title={user.email}>
                {user.email}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-600">
                {formatDate(user.createdAt, i18n.language)}
              </td>
              <td className="px-4 py-3">
                <StatusSelect user={user} notify={notify} />
              </td>
              <td className="px-4 py-3">
                <RoleSelect user={user} notify={notify} />
              </td>
              <td className="px-4 py-3 text-right">
                <DeleteUserButton user={user} notify={notify} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per user with the same controls and labels. */
export function UsersCards({ users, currentUserId, notify }: UsersListProps) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="divide-y divide-slate-100">
      {users.map((user) => (
        <li key={user.id} className="space-y-3 p-4">
          <div className="min-w-0">
            <p className="flex items-center gap-2 font-semibold text-slate-900">
              <span className="truncate">{user.name}</span>
              {user.id === currentUserId ? <Badge tone="info">{t('admin.users.you')}</Badge> : null}
            </p>
            <p className="break-all text-sm text-slate-600">{user.email}</p>
            <p className="mt-0.5 text-xs text-slate-500">
              {t('admin.users.createdOn', { date: formatDate(user.createdAt, i18n.language) })}
            </p>
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div>
              <span aria-hidden="true" className="mb-1 block text-xs font-medium text-slate-500">
                {t('admin.users.columns.status')}
              </span>
              <StatusSelect user={user} notify={notify} />
            </div>
            <div>
              <span aria-hidden="true" className="mb-1 block text-xs font-medium text-slate-500">
                {t('admin.users.columns.role')}
              </span>
              <RoleSelect user={user} notify={notify} />
            </div>
          </div>
          <DeleteUserButton user={user} notify={notify} className="w-full" />
        </li>
      ))}
    </ul>
  );
}
