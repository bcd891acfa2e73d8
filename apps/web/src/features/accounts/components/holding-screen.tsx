import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../entities/session/use-session';
import { useSignOut } from '../../../entities/session/use-sign-out';
import { usePublicConfig } from '../../../shared/api/get-public-config';
import { cn } from '../../../shared/lib/cn';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Icon, type IconName } from '../../../shared/ui/icon';
import { PageTitle } from '../../../shared/ui/page-title';

interface HoldingScreenProps {
  tone: 'warning' | 'danger';
  icon: IconName;
  title: string;
  children: ReactNode;
  /** Extra actions next to Sign Out (for example "Check again"). */
  actions?: ReactNode;
}

/** The shared frame of /pending and /blocked: explanation, Sign Out and a support mail link. */
export function HoldingScreen({ tone, icon, title, children, actions }: HoldingScreenProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const signOut = useSignOut();
  const config = usePublicConfig();
  const supportEmail = config.data?.supportEmail;

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <PageTitle title={title} />
      <Card className="p-6 text-center sm:p-10">
        <div
          className={cn(
            'mx-auto flex h-14 w-14 items-center justify-center rounded-full',
            tone === 'warning' ? 'bg-amber-100 text-amber-700' : 'bg-rose-100 text-rose-700',
          )}
        >
          <Icon name={icon} className="h-7 w-7" />
        </div>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-3 space-y-3 text-slate-600">{children}</div>
        {user ? (
          <p className="mt-4 text-sm text-slate-500">
            {t('auth.holding.signedUpAs')} <span className="font-medium text-slate-800">{user.email}</span>
          </p>
        ) : null}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          <Button variant="secondary" icon={<Icon name="signOut" />} onClick={signOut}>
            {t('nav.signOut')}
          </Button>
          {actions}
        </div>
        <div className="mt-6 flex min-h-11 flex-wrap items-center justify-center gap-x-2 gap-y-1 border-t border-slate-100 pt-5 text-sm text-slate-600">
          {supportEmail ? (
            <>
              <span>{t('auth.holding.supportPrompt')}</span>
              <a
                href={`mailto:${supportEmail}`}
                className="inline-flex items-center gap-1.5 rounded font-semibold text-indigo-700 hover:text-indigo-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                <Icon name="envelope" className="h-4 w-4" />
                {supportEmail}
              </a>
            </>
          ) : config.isError ? (
            t('auth.holding.supportFallback')
          ) : null}
        </div>
      </Card>
    </div>
  );
}
