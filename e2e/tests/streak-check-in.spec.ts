import type { Page } from '@playwright/test';
import { statsEndpoints } from '@tolk/contracts/endpoints/stats';
import { isCallTo } from '../support/endpoints';
import { expect, signIn, test } from '../support/fixtures';

const streakPosted = (url: string) => isCallTo(url, statsEndpoints.learningStreak);

/** Collects the bodies of the learning-streak posts this page sends. */
function watchStreakPosts(page: Page): number[] {
  const posted: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && streakPosted(request.url())) {
      posted.push((request.postDataJSON() as { streak: number }).streak);
    }
  });
  return posted;
}

test('the learning streak is posted once per calendar day, on the first dashboard visit', async ({
  page,
  adminApi,
}) => {
  await page.clock.install({ time: new Date('2026-03-10T09:00:00') });
  const account = await adminApi.createAccount();
  await signIn(page, adminApi, account);
  const posted = watchStreakPosts(page);

  const checkedIn = page.waitForResponse((response) => streakPosted(response.url()));
  await page.goto('/dashboard');
  expect((await checkedIn).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Later the same day: another visit, a reload, a trip away and back post nothing more.
  await page.reload();
  await page.goto('/phrases');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(posted).toEqual([1]);

  // The next calendar day's first visit posts the counter plus one.
  await page.clock.setSystemTime(new Date('2026-03-11T08:00:00'));
  const nextDay = page.waitForResponse((response) => streakPosted(response.url()));
  await page.goto('/dashboard');
  await nextDay;
  await page.waitForLoadState('networkidle');
  expect(posted).toEqual([1, 2]);
});
