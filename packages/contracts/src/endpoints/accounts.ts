import { authPaths, LoginRequest, LoginResponse, MeResponse, RegisterRequest, RegisterResponse } from '../accounts';
import { endpoint } from '../endpoint';

export const accountsEndpoints = {
  register: endpoint({
    summary: 'Create a PENDING account that waits for an administrator.',
    method: 'POST',
    path: authPaths.register,
    access: 'public',
    engineBudget: 'none',
    body: RegisterRequest,
    responses: { 201: RegisterResponse },
    produces: 'json',
  }),
  login: endpoint({
    summary: 'Sign in with e-mail and password; SUCCESS carries the bearer token.',
    method: 'POST',
    path: authPaths.login,
    access: 'public',
    engineBudget: 'none',
    body: LoginRequest,
    responses: { 200: LoginResponse },
    produces: 'json',
  }),
  me: endpoint({
    summary: 'The signed-in user, re-checked on every navigation.',
    method: 'GET',
    path: authPaths.me,
    access: 'active-user',
    engineBudget: 'none',
    responses: { 200: MeResponse },
    produces: 'json',
  }),
};
