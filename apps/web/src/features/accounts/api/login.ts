import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@tolk/contracts/accounts';
import { accountsEndpoints } from '@tolk/contracts/endpoints/accounts';
import { callEndpoint } from '../../../shared/api/call-endpoint';

export function login(body: LoginRequest): Promise<LoginResponse> {
  return callEndpoint(accountsEndpoints.login, { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
