import { ADMIN_FAILURE_MESSAGE_MS, ADMIN_SUCCESS_MESSAGE_MS } from '@tolk/contracts/limits';
import { type PublicUser, UserRole, UserStatus } from '@tolk/contracts/users';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-errors';
import type { FlashMessage } from '../../../shared/hooks/use-flash-message';
import { cn } from '../../../shared/lib/cn';
import { Button } from '../../../shared/ui/button';
import { confirmAction } from '../../../shared/ui/confirm';
import { Icon } from '../../../shared/ui/icon';
import { Select } from '../../../shared/ui/select';
import { useDeleteUser } from '../api/delete-user';
import { useUpdateUserRole } from '../api/update-user-role';
import { useUpdateUserStatus } from '../api/update-user-status';

/** Page-level message sink: successes stay 3 s, failures 5 s. */
export type Notify = (message: FlashMessage, durationMs: number) => void;

function useFailureText() {
  const { t } = useTranslation();
  return (error: unknown, fallback: string) => errorText(error, { fallback, network: t('errors.network') });
}

const statusAccent: Record<UserStatus, string> = {
  ACTIVE: 'bg-emerald-500',
  PENDING: 'bg-amber-500',
  BLOCKED: 'bg-rose-500',
};

export function StatusSelect({ user, notify, className }: { user: PublicUser; notify: Notify; className?: string }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const mutation = useUpdateUserStatus();
  const value = mutation.isPending ? mutation.variables.status : user.status;

  return (
    <Select
      // Never narrower than its longest option: a native select cuts the chosen one off ("Pendi").
      wrapperClassName={cn('min-w-max', className)}
      leading={<span aria-hidden="true" className={cn('h-2 w-2 rounded-full', statusAccent[value])} />}
      aria-label={t('admin.users.statusFor', { email: user.email })}
      value={value}
      disabled={mutation.isPending}
      onChange={(event) => {
        const status = UserStatus.parse(event.target.value);
        mutation.mutate(
          { id: user.id, status },
          {
            onSuccess: () =>
              notify({ tone: 'success', text: t('admin.users.messages.statusUpdated') }, ADMIN_SUCCESS_MESSAGE_MS),
            onError: (error) =>
              notify(
                { tone: 'error', text: failureText(error, t('admin.users.messages.statusFailed')) },
                ADMIN_FAILURE_MESSAGE_MS,
              ),
          },
        );
      }}
    >
      {UserStatus.options.map((status) => (
        <option key={status} value={status}>
          {t(`user.status.${status}`)}
        </option>
      ))}
    </Select>
  );
}

export function RoleSelect({ user, notify, className }: { user: PublicUser; notify: Notify; className?: string }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const mutation = useUpdateUserRole();
  const value = mutation.isPending ? mutation.variables.role : user.role;

  return (
    <Select
      // Never narrower than its longest option: a native select cuts the chosen one off ("Pendi").
      wrapperClassName={cn('min-w-max', className)}
      aria-label={t('admin.users.roleFor', { email: user.email })}
      value={value}
      disabled={mutation.isPending}
      onChange={(event) => {
        const role = UserRole.parse(event.target.value);
        mutation.mutate(
          { id: user.id, role },
          {
            onSuccess: () =>
              notify({ tone: 'success', text: t('admin.users.messages.roleUpdated') }, ADMIN_SUCCESS_MESSAGE_MS),
            onError: (error) =>
              notify(
                { tone: 'error', text: failureText(error, t('admin.users.messages.roleFailed')) },
                ADMIN_FAILURE_MESSAGE_MS,
              ),
          },
        );
      }}
    >
      {UserRole.options.map((role) => (
        <option key={role} value={role}>
          {t(`user.role.${role}`)}
        </option>
      ))}
    </Select>
  );
}

export function DeleteUserButton({
  user,
  notify,
  className,
}: {
  user: PublicUser;
  notify: Notify;
  className?: string;
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const mutation = useDeleteUser();

  return (
    <Button
      variant="dangerSoft"
      size="sm"
      className={className}
      aria-label={t('admin.users.deleteFor', { email: user.email })}
      loading={mutation.isPending}
      icon={<Icon name="trash" className="h-4 w-4" />}
      onClick={() => {
        if (!confirmAction(t('admin.users.confirmDelete'))) return;
        mutation.mutate(
          { id: user.id },
          {
            onSuccess: () =>
              notify({ tone: 'success', text: t('admin.users.messages.deleted') }, ADMIN_SUCCESS_MESSAGE_MS),
            onError: (error) =>
              notify(
                { tone: 'error', text: failureText(error, t('admin.users.messages.deleteFailed')) },
                ADMIN_FAILURE_MESSAGE_MS,
              ),
          },
        );
      }}
    >
      {t('admin.users.delete')}
    </Button>
  );
}
