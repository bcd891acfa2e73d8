import { useQueryClient } from '@tanstack/react-query';
import { REDIRECT_DELAY_MS } from '@tolk/contracts/limits';
import type { PublicUser } from '@tolk/contracts/users';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { meQueryOptions } from '../../../entities/session/api/get-me';
import { sessionStore } from '../../../entities/session/session-store';
import { ApiRequestError, errorText } from '../../../shared/api/api-errors';
import type { FlashMessage } from '../../../shared/hooks/use-flash-message';

type Outcome =
  | { status: 'SUCCESS'; message: string; token: string; user: PublicUser }
  | { status: 'PENDING' | 'BLOCKED'; message: string; user: PublicUser };

/**
 * What login and register do with the server's answer (docs/product.md, Accounts):
 * SUCCESS stores token and user and opens the dashboard; PENDING or BLOCKED stores
 * the user only, shows the message and moves to the holding screen after 2 s.
 */
export function useAccountOutcome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [notice, setNotice] = useState<FlashMessage | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const apply = useCallback(
    (outcome: Outcome) => {
      if (outcome.status === 'SUCCESS') {
        sessionStore.signIn(outcome.token, outcome.user);
        queryClient.setQueryData(meQueryOptions(outcome.token).queryKey, { user: outcome.user });
        setNotice({ tone: 'success', text: outcome.message || t('auth.login.success') });
        setRedirecting(true);
        navigate('/dashboard', { replace: true });
        return;
      }
      sessionStore.holdUser(outcome.user);
      const pending = outcome.status === 'PENDING';
      setNotice({
        tone: pending ? 'warning' : 'error',
        text: outcome.message || t(pending ? 'auth.pending.defaultMessage' : 'auth.blocked.defaultMessage'),
      });
      setRedirecting(true);
      timer.current = setTimeout(
        () => navigate(pending ? '/pending' : '/blocked', { replace: true }),
        REDIRECT_DELAY_MS,
      );
    },
    [navigate, queryClient, t],
  );

  /**
   * A refused or failed request: field messages go to the form, the summary to the notice. A
   * throttled one says, in the interface language, how many minutes to wait.
   */
  const fail = useCallback(
    (
      error: unknown,
      options: {
        fallback: string;
        rateLimited: (minutes: number) => string;
        onFieldErrors: (fieldErrors: Record<string, string>) => void;
      },
    ) => {
      if (error instanceof ApiRequestError) options.onFieldErrors(error.fieldErrors);
      const waitMinutes = error instanceof ApiRequestError ? minutesToWait(error.retryAfterSeconds) : 1;
      setNotice({
        tone: 'error',
        text: errorText(error, {
          fallback: options.fallback,
          network: t('errors.network'),
          unexpected: t('errors.unexpected'),
          byCode: { RATE_LIMITED: options.rateLimited(waitMinutes) },
        }),
      });
    },
    [t],
  );

  return { notice, setNotice, redirecting, apply, fail };
}

/** Retry-After in whole minutes, rounded up: the limits' windows are minutes long. */
function minutesToWait(retryAfterSeconds: number | null): number {
  return Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60));
}
