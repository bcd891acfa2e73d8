import { useMutation } from '@tanstack/react-query';
import { authPaths, type LoginRequest, LoginResponse } from '@tolk/contracts/accounts';
import { apiRequest } from '../../../shared/api/api-client';

export function login(body: LoginRequest): Promise<LoginResponse> {
  return apiRequest(authPaths.login, { method: 'POST', body, schema: LoginResponse });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
