import type { PublicUser } from '@tolk/contracts/users';
import { useTranslation } from 'react-i18next';
import { InterfaceLanguageButton } from '../../entities/interface-language/interface-language-button';
import { useSignOut } from '../../entities/session/use-sign-out';
import { Button } from '../../shared/ui/button';
import { Icon } from '../../shared/ui/icon';
import { AdminServerStatus } from './admin-server-status';
import { UserSummary } from './user-summary';

/** Wide screens: server status (admins), who is signed in, Sign Out. */
export function DesktopTopBar({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <header className="sticky top-0 z-10 flex h-16 items-center justify-end gap-5 border-b border-slate-200 bg-white/90 px-8 backdrop-blur">
      {user.role === 'ADMIN' ? <AdminServerStatus /> : null}
      <InterfaceLanguageButton />
      <div className="max-w-xs">
        <UserSummary user={user} />
      </div>
      <Button variant="secondary" size="sm" icon={<Icon name="signOut" className="h-4 w-4" />} onClick={signOut}>
        {t('nav.signOut')}
      </Button>
    </header>
  );
}
