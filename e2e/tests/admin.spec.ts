import { healthEndpoints } from '@tolk/contracts/endpoints/health';
import { E2E_ADMIN } from '../support/constants';
import { routeGlob } from '../support/endpoints';
import { expect, signIn, test } from '../support/fixtures';

test.describe('administration', () => {
  test.beforeEach(async ({ page, adminApi }) => {
    await signIn(page, adminApi, E2E_ADMIN);
  });

  test('an admin changes a role and deletes a user after confirming', async ({ page, adminApi }) => {
    const account = await adminApi.createAccount({ name: 'Role Change' });
    await page.goto('/admin/users');
    await page.getByLabel(`Role for ${account.email}`).selectOption('ADMIN');
    await expect(page.getByText('User role updated successfully')).toBeVisible();
    expect((await adminApi.user(account.user.id))?.role).toBe('ADMIN');

    let confirmText = '';
    page.once('dialog', (dialog) => {
      confirmText = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: `Delete ${account.email}` }).click();
    await expect(page.getByText('User deleted successfully')).toBeVisible();
    expect(confirmText).toBe('Are you sure you want to delete this user? This action cannot be undone.');
    await expect(page.getByLabel(`Role for ${account.email}`)).toHaveCount(0);
    expect(await adminApi.user(account.user.id)).toBeUndefined();
  });

  test('declining the confirmation keeps the user', async ({ page, adminApi }) => {
    const account = await adminApi.createAccount();
    await page.goto('/admin/users');
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.getByRole('button', { name: `Delete ${account.email}` }).click();
    await expect(page.getByLabel(`Status for ${account.email}`)).toBeVisible();
    expect(await adminApi.user(account.user.id)).toBeDefined();
  });

  test('the diagnostics page runs the health checks', async ({ page }) => {
    await page.goto('/admin/diagnostics');
    await expect(page.getByText(/pglite/i).first()).toBeVisible();
    await expect(page.getByText(/MB/).first()).toBeVisible();
  });

  test('the debug panel runs the selected tests', async ({ page }) => {
    await page.goto('/admin/debug');
    await expect(page.getByText('No test results yet. Run some tests to see results here.')).toBeVisible();
    const available = await page.getByRole('checkbox').count();
    await page.getByRole('button', { name: 'Run Selected Tests' }).click();
    // No selection runs every test; the batch is over when the button is back.
    await expect(page.getByRole('button', { name: 'Run Selected Tests' })).toBeEnabled({ timeout: 20_000 });
    await expect(page.getByText(`${available} test(s) completed`)).toBeVisible();
    await expect(page.getByText('PASS').first()).toBeVisible();
    await expect(page.getByText('FAIL')).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear Results' }).click();
    await expect(page.getByText('No test results yet. Run some tests to see results here.')).toBeVisible();
  });

  test('admins see the server status badge', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('status').filter({ hasText: /UP/ }).first()).toBeVisible();
  });
});

test.describe('server status badge', () => {
  test('shows Offline with Retry when health cannot be fetched, and UP after a retry', async ({ page, adminApi }) => {
    await signIn(page, adminApi, E2E_ADMIN);
    await page.route(routeGlob(healthEndpoints.healthSimple), (route) => route.abort('connectionrefused'));
    await page.goto('/dashboard');
    const badge = page.getByTestId('server-status');
    await expect(badge).toContainText('Offline');
    await page.unroute(routeGlob(healthEndpoints.healthSimple));
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(badge).toContainText('UP');
  });
});
