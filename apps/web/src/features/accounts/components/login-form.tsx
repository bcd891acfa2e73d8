import { LoginRequest } from '@tolk/contracts/accounts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageArea } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { useLogin } from '../api/login';
import { useAccountOutcome } from '../hooks/use-account-outcome';
import { useValidatedForm } from '../hooks/use-validated-form';

const INITIAL = { email: '', password: '' };

export function LoginForm() {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useValidatedForm(LoginRequest, INITIAL);
  const outcome = useAccountOutcome();
  const busy = login.isPending || outcome.redirecting;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.checkBeforeSubmit()) return;
    outcome.setNotice(null);
    login.mutate(LoginRequest.parse(form.values), {
      onSuccess: outcome.apply,
      onError: (error) =>
        outcome.fail(error, {
          fallback: t('auth.login.failed'),
          rateLimited: (count) => t('auth.login.tooManyAttempts', { count }),
          onFieldErrors: form.applyServerErrors,
        }),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('auth.login.formLabel')} className="space-y-1">
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...form.field('email')}
      />
      <TextField
        label={t('auth.fields.password')}
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <MessageArea message={outcome.notice} className="pb-3" />
      <Button type="submit" size="lg" className="w-full" loading={busy}>
        {login.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </form>
  );
}
