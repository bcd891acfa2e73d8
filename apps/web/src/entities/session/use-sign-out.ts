import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore } from './session-store';

/** Sign Out: clear the session and every cached answer, then go to the landing page. */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    sessionStore.clear();
    queryClient.clear();
    navigate('/', { replace: true });
  }, [navigate, queryClient]);
}
