import { E2E_ADMIN, E2E_MODELS, E2E_MODELS_MIRROR_URL, E2E_MODELS_RELEASE_PATH } from '../support/constants';
import { expect, signIn, test } from '../support/fixtures';

test.describe('local engines and dictionaries', () => {
  test.beforeEach(async ({ page, adminApi }) => {
    await signIn(page, adminApi, E2E_ADMIN);
  });

  test('an admin installs an entry from the mirror, watching its progress, and a file with the wrong hash is refused', async ({
    page,
  }) => {
    await page.goto('/admin/diagnostics');
    const card = page.getByTestId('models-card');
    await expect(card.getByRole('heading', { name: 'Local engines and dictionaries' })).toBeVisible();
    await expect(card.getByText(/downloads from the mirror/)).toBeVisible();

    const held = card.getByTestId(`model-${E2E_MODELS.held.id}`);
    await expect(held.getByRole('link', { name: 'CC0-1.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/publicdomain/zero/1.0/',
    );
    await expect(held.getByText('2.1 MB')).toBeVisible();
    await expect(held.getByText('Not installed')).toBeVisible();
    await held.getByRole('button', { name: `Install ${E2E_MODELS.held.title}` }).click();

    // The mirror sends half and holds the rest: the bar shows where it is.
    await expect(held.getByText('Downloading')).toBeVisible();
    await expect(held.getByText('1 MB of 2.1 MB (50%)')).toBeVisible();
    await expect(held.getByRole('progressbar', { name: `Download of ${E2E_MODELS.held.title}` })).toBeVisible();
    await fetch(`${E2E_MODELS_MIRROR_URL}${E2E_MODELS_RELEASE_PATH}`);
    await expect(held.getByText('Installed')).toBeVisible();
    await expect(held.getByRole('button', { name: `Remove ${E2E_MODELS.held.title}` })).toBeVisible();

    const tampered = card.getByTestId(`model-${E2E_MODELS.tampered.id}`);
    await tampered.getByRole('button', { name: `Install ${E2E_MODELS.tampered.title}` }).click();
    await expect(tampered.getByText('Failed')).toBeVisible();
    await expect(tampered.getByRole('alert')).toHaveText(
      'Refused: the downloaded file is not the published one (its SHA-256 differs). Nothing was kept.',
    );

    // Removed again, so the entry is as it was for a retry of this test.
    await held.getByRole('button', { name: `Remove ${E2E_MODELS.held.title}` }).click();
    await expect(held.getByText('Not installed')).toBeVisible();
  });
});
