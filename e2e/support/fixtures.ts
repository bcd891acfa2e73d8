import { randomUUID } from 'node:crypto';
import { type APIRequestContext, test as base, type Page } from '@playwright/test';
import type { LoginResponse, RegisterResponse } from '@tolk/contracts/accounts';
import type { AdminUsersResponse } from '@tolk/contracts/admin';
import { endpointPath } from '@tolk/contracts/endpoint';
import { accountsEndpoints } from '@tolk/contracts/endpoints/accounts';
import { adminEndpoints } from '@tolk/contracts/endpoints/admin';
import type { PublicUser, UserRole, UserStatus } from '@tolk/contracts/users';
import { E2E_ADMIN } from './constants';
import { everyPage } from './every-page';

export interface Account {
  email: string;
  password: string;
  name: string;
  user: PublicUser;
}

interface Fixtures {
  /** Talks to the API as the bootstrap administrator. */
  adminApi: AdminApi;
}

export class AdminApi {
  private token?: string;
  constructor(private readonly request: APIRequestContext) {}

  /** Registers a new user through the public API, then sets status and role as an admin would. */
  async createAccount(options: { status?: UserStatus; role?: UserRole; name?: string } = {}): Promise<Account> {
    const email = `e2e-${randomUUID().slice(0, 8)}@example.test`;
    const password = 'learner-pass-1';
    const name = options.name ?? 'Ingrid Test';
    const response = await this.request.post(accountsEndpoints.register.path, { data: { email, password, name } });
    if (response.status() !== 201) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
    let { user } = (await response.json()) as RegisterResponse;
    if ((options.status ?? 'ACTIVE') !== 'PENDING') user = await this.setStatus(user.id, options.status ?? 'ACTIVE');
    if (options.role === 'ADMIN') user = await this.setRole(user.id, 'ADMIN');
    return { email, password, name, user };
  }

  async setStatus(id: string, status: UserStatus): Promise<PublicUser> {
    return this.patch(endpointPath(adminEndpoints.changeUserStatus, { id }), { status });
  }

  async setRole(id: string, role: UserRole): Promise<PublicUser> {
    return this.patch(endpointPath(adminEndpoints.changeUserRole, { id }), { role });
  }

  async user(id: string): Promise<PublicUser | undefined> {
    return (await this.users()).find((user) => user.id === id);
  }

  async userByEmail(email: string): Promise<PublicUser | undefined> {
    return (await this.users()).find((user) => user.email === email);
  }

  private async users(): Promise<PublicUser[]> {
    return everyPage(this.request, adminEndpoints.listUsers, await this.headers(), (page) => page as AdminUsersResponse);
  }

  async signInAs(account: { email: string; password: string }): Promise<Extract<LoginResponse, { status: 'SUCCESS' }>> {
    const response = await this.request.post(accountsEndpoints.login.path, { data: account });
    const body = (await response.json()) as LoginResponse;
    if (body.status !== 'SUCCESS') throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
    return body;
  }

  private async patch(url: string, data: object): Promise<PublicUser> {
    const response = await this.request.patch(url, { data, headers: await this.headers() });
    if (!response.ok()) throw new Error(`${url} failed: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { user: PublicUser }).user;
  }

  private async headers(): Promise<Record<string, string>> {
    this.token ??= (await this.signInAs(E2E_ADMIN)).token;
    return { authorization: `Bearer ${this.token}` };
  }
}

/** Puts a session in the browser the way the app stores it, without clicking through the form. */
export async function signIn(
  page: Page,
  adminApi: AdminApi,
  account: { email: string; password: string },
): Promise<void> {
  const { token, user } = await adminApi.signInAs(account);
  await page.addInitScript(
    ([storedToken, storedUser]) => {
      if (!window.sessionStorage.getItem('e2e-session-set')) {
        window.localStorage.setItem('token', storedToken);
        window.localStorage.setItem('user', storedUser);
        window.sessionStorage.setItem('e2e-session-set', '1');
      }
    },
    [token, JSON.stringify(user)] as const,
  );
}

/** Follows a link of the main navigation, opening the phone menu first when the sidebar is folded away. */
export async function followNavLink(page: Page, name: string): Promise<void> {
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  if (await openMenu.isVisible()) await openMenu.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
}

export const test = base.extend<Fixtures>({
  adminApi: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    await use(new AdminApi(request));
    await request.dispose();
  },
});

export { expect } from '@playwright/test';
