import { RegisterForm as RegisterFormSchema } from '@tolk/contracts/accounts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageArea } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { useRegister } from '../api/register';
import { useAccountOutcome } from '../hooks/use-account-outcome';
import { useValidatedForm } from '../hooks/use-validated-form';

const INITIAL = { name: '', email: '', password: '', confirmPassword: '' };

export function RegisterForm() {
  const { t } = useTranslation();
  const register = useRegister();
  const form = useValidatedForm(RegisterFormSchema, INITIAL);
  const outcome = useAccountOutcome();
  const busy = register.isPending || outcome.redirecting;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.checkBeforeSubmit()) return;
    outcome.setNotice(null);
    const { name, email, password } = RegisterFormSchema.parse(form.values);
    register.mutate(
      { name, email, password },
      {
        onSuccess: outcome.apply,
        onError: (error) =>
          outcome.fail(error, {
            fallback: t('auth.register.failed'),
            rateLimited: (count) => t('auth.register.tooMany', { count }),
            onFieldErrors: form.applyServerErrors,
          }),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('auth.register.formLabel')} className="space-y-1">
      <TextField label={t('auth.fields.name')} autoComplete="name" required {...form.field('name')} />
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
        autoComplete="new-password"
        required
        hint={t('auth.register.passwordHint')}
        {...form.field('password')}
      />
      <TextField
        label={t('auth.fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...form.field('confirmPassword')}
      />
      <MessageArea message={outcome.notice} className="pb-3" />
      <Button type="submit" size="lg" className="w-full" loading={busy}>
        {register.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
      </Button>
    </form>
  );
}
