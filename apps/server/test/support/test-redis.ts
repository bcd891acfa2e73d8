import { connectRedis } from '../../src/rate-limit/redis-connection';

/**
 * For a test file's describe.skipIf: the URL of REDIS_TEST_URL's Redis (redis://127.0.0.1:6379
 * when unset) if it answers. Without one the suite is skipped with the reason printed, except on
 * CI (CI=true), where it must answer.
 */
export async function reachableRedis(): Promise<string | undefined> {
  const url = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
  try {
    const redis = await connectRedis(url, { warn: () => {} });
    await redis.quit();
    return url;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env.CI === 'true') throw new Error(`A Redis at ${url} is required on CI: ${reason}`);
    console.log(`Skipping the tests of limits shared through Redis at ${url}: ${reason}`);
    return undefined;
  }
}
