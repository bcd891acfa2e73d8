import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Card } from '../../../shared/ui/card';
import { Icon } from '../../../shared/ui/icon';

/** What a signed-in non-admin sees on the diagnostics page (docs/product.md, Admin). */
export function AccessDenied() {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto max-w-lg p-8 text-center">
      <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-rose-100 text-rose-700">
        <Icon name="lock" className="h-6 w-6" />
      </div>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{t('admin.accessDenied.title')}</h1>
      <p className="mt-2 text-slate-600">{t('admin.accessDenied.body')}</p>
      <ButtonLink to="/dashboard" variant="secondary" className="mt-6">
        {t('admin.accessDenied.back')}
      </ButtonLink>
    </Card>
  );
}
