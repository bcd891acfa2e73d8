import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest, RegisterResponse } from '@tolk/contracts/accounts';
import { accountsEndpoints } from '@tolk/contracts/endpoints/accounts';
import { callEndpoint } from '../../../shared/api/call-endpoint';

export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return callEndpoint(accountsEndpoints.register, { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
