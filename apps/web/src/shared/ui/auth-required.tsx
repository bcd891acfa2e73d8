import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button-link';
import { Card } from './card';
import { Icon } from './icon';

/**
 * Shown by a page that needs a signed-in user when the token is gone. The
 * guards normally send a signed-out visitor away first; this covers a session ending mid-page.
 */
export function AuthRequired({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto max-w-md p-8 text-center">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
        <Icon name="lock" className="h-6 w-6" />
      </span>
      <h1 className="mt-4 text-xl font-bold text-slate-900">{t('library.authRequired.title')}</h1>
      <p className="mt-2 text-slate-600">{message}</p>
      <ButtonLink to="/login" className="mt-6">
        {t('library.authRequired.signIn')}
      </ButtonLink>
    </Card>
  );
}
