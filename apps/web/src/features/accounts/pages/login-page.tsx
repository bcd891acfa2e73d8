import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link to="/register" className="font-semibold text-indigo-700 hover:text-indigo-600 hover:underline">
            {t('auth.login.registerLink')}
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
