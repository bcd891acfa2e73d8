import type { Page, Request } from '@playwright/test';
import { E2E_ADMIN } from '../support/constants';
import { expect, signIn, test } from '../support/fixtures';

/** Counts the page's /api requests in flight, to tell when it has settled. */
function trackApiRequests(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  const change = (request: Request, by: number) => {
    if (!isApi(request)) return;
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', (request) => change(request, 1));
  page.on('requestfinished', (request) => change(request, -1));
  page.on('requestfailed', (request) => change(request, -1));
  /** Resolves once no /api request has been in flight for half a second. */
  return async () =>
    expect.poll(() => inFlight === 0 && Date.now() - lastChange >= 500, { timeout: 15_000 }).toBe(true);
}

/** The newcomer's path of the Platform issue: register, wait, get approved, sign in, get blocked. */
test('a newcomer registers, is approved by an admin, signs in and is blocked on their next navigation', async ({
  browser,
  adminApi,
}) => {
  const email = `newcomer-${Date.now()}@example.test`;
  const password = 'learner-pass-1';

  // 1. Register through the form: the account waits for approval.
  const learner = await browser.newPage();
  const learnerSettled = trackApiRequests(learner);
  await learner.goto('/register');
  await learner.getByLabel('Full name').fill('Kari Nordmann');
  await learner.getByLabel('Email').fill(email);
  await learner.getByLabel('Password', { exact: true }).fill(password);
  await learner.getByLabel('Confirm password').fill(password);
  await learner.getByRole('button', { name: 'Create account' }).click();
  await expect(learner.getByText(/waiting for administrator approval/i)).toBeVisible();
  await expect(learner).toHaveURL(/\/pending$/, { timeout: 5000 });
  await expect(learner.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(learner.getByRole('link', { name: /help@tolk\.test/ })).toHaveAttribute('href', 'mailto:help@tolk.test');

  // 2. The admin approves them in /admin/users.
  const admin = await browser.newPage();
  await admin.goto('/login');
  await admin.getByLabel('Email').fill(E2E_ADMIN.email);
  await admin.getByLabel('Password').fill(E2E_ADMIN.password);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto('/admin/users');
  await admin.getByLabel(`Status for ${email}`).selectOption('ACTIVE');
  await expect(admin.getByText('User status updated successfully')).toBeVisible();

  // 3. The learner signs in and lands on the dashboard.
  await learner.goto('/login');
  await learner.getByLabel('Email').fill(email);
  await learner.getByLabel('Password').fill(password);
  await learner.getByRole('button', { name: 'Sign in' }).click();
  await expect(learner).toHaveURL(/\/dashboard$/);
  await expect(learner.getByText(email).first()).toBeVisible();
  // The dashboard page loads its own chunk and then its data (and the daily check-in): once that is
  // done, the block below meets the learner's next navigation, not a dashboard request still running.
  await expect(learner.getByRole('heading', { name: `Welcome, ${email}` })).toBeVisible();
  await learnerSettled();

  // 4. The admin blocks them; the learner's next navigation lands on /blocked.
  await admin.getByLabel(`Status for ${email}`).selectOption('BLOCKED');
  await expect(admin.getByText('User status updated successfully')).toBeVisible();
  await learner.getByRole('link', { name: 'Text Translate' }).first().click();
  await expect(learner).toHaveURL(/\/blocked$/);
  expect((await adminApi.userByEmail(email))?.status).toBe('BLOCKED');

  // Signing out from the holding screen clears the session.
  await learner.getByRole('button', { name: 'Sign Out' }).click();
  await expect(learner).toHaveURL(/\/$/);
  expect(await learner.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
});

test('signing in as a PENDING user shows the message and moves to /pending after 2 s', async ({ page, adminApi }) => {
  const account = await adminApi.createAccount({ status: 'PENDING' });
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/awaiting administrator approval/i)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveURL(/\/pending$/, { timeout: 5000 });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a wrong password shows one message and keeps the user on /login', async ({ page, adminApi }) => {
  const account = await adminApi.createAccount();
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the register form checks its fields before sending anything', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Ola');
  await page.getByLabel('Email').fill('ola@example.test');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm password').fill('12345');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('123456');
  await page.getByLabel('Confirm password').fill('654321');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('a signed-in learner opening the landing page goes to the dashboard', async ({ page, adminApi }) => {
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('repeated wrong passwords are throttled with a message saying when to retry', async ({ page, adminApi }) => {
  const account = await adminApi.createAccount();
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.getByLabel('Password').fill(`wrong-${attempt}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
  }
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/Too many failed sign-in attempts\. Try again in \d+ minutes?\./)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('registering a taken e-mail shows the server’s message at the field', async ({ page, adminApi }) => {
  const account = await adminApi.createAccount();
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Second Person');
  await page.getByLabel('Email').fill(account.email.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill('another-pass');
  await page.getByLabel('Confirm password').fill('another-pass');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('An account with this email already exists').first()).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
