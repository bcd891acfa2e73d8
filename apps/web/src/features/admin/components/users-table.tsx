import type { PublicUser } from '@tolk/contracts/users';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format';
import { Badge } from '../../../shared/ui/badge';
import { EmailText } from '../../../shared/ui/email-text';
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
              {t('admin.users.columns.status')}
            </th>
            <th scope="col" className="px-4 py-3">
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
              {/* The date under the address: a column of its own pushed the selects out of a 1280 px screen. */}
              <td className="px-4 py-3 text-slate-600">
                <EmailText email={user.email} />
                <span className="mt-0.5 block whitespace-nowrap text-xs text-slate-500">
                  {t('admin.users.createdOn', { date: formatDate(user.createdAt, i18n.language) })}
                </span>
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
            <p className="text-sm text-slate-600">
              <EmailText email={user.email} />
            </p>
            <p className="mt-0.5 text-xs text-slate-500">
              {t('admin.users.createdOn', { date: formatDate(user.createdAt, i18n.language) })}
            </p>
          </div>
          {/* Side by side when both fit, one under the other when the longest option would be cut off. */}
          <div className="flex flex-wrap gap-3">
            <div className="flex-1 basis-36">
              <span aria-hidden="true" className="mb-1 block text-xs font-medium text-slate-500">
                {t('admin.users.columns.status')}
              </span>
              <StatusSelect user={user} notify={notify} />
            </div>
            <div className="flex-1 basis-36">
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
