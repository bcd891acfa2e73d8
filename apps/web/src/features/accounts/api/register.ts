import { useMutation } from '@tanstack/react-query';
import { authPaths, type RegisterRequest, RegisterResponse } from '@tolk/contracts/accounts';
import { apiRequest } from '../../../shared/api/api-client';

export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return apiRequest(authPaths.register, { method: 'POST', body, schema: RegisterResponse });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
