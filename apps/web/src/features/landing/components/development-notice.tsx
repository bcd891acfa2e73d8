import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../shared/ui/icon';

const linkClass =
  'font-semibold text-amber-900 underline decoration-amber-400 underline-offset-2 hover:decoration-amber-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-600 rounded';

export function DevelopmentNotice() {
  const { t } = useTranslation();
  return (
    <aside aria-label={t('landing.notice.label')} className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3 text-sm text-amber-900 sm:items-center sm:px-6">
        <Icon name="info" className="mt-0.5 text-amber-600 sm:mt-0" />
        <p>
          {t('landing.notice.text')}{' '}
          <Link to="/register" className={linkClass}>
            {t('landing.notice.register')}
          </Link>{' '}
          {t('landing.notice.or')}{' '}
          <Link to="/login" className={linkClass}>
            {t('landing.notice.login')}
          </Link>
          .
        </p>
      </div>
    </aside>
  );
}
