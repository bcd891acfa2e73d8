import { accountsEndpoints } from '@tolk/contracts/endpoints/accounts';
import { healthEndpoints } from '@tolk/contracts/endpoints/health';
import type { ParseKeys } from 'i18next';
import { ApiRequestError } from '../../../shared/api/api-errors';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { getPublicConfig } from '../../../shared/api/get-public-config';
import { getHealthReport } from '../api/get-health-report';
import { getHealthSimple } from '../api/get-health-simple';
import { getRateLimitStatus } from '../api/get-rate-limit-status';
import { getTestAdmin } from '../api/get-test-admin';
import { getTestJwt } from '../api/get-test-jwt';

export type TestStatus = 'PASS' | 'FAIL' | 'ERROR';

/** A test result: name, status, data (with responseTime), error, timestamp (docs/product.md, Admin). */
export interface TestResult {
  id: string;
  name: string;
  status: TestStatus;
  data: { responseTime: number; [key: string]: unknown };
  error?: string;
  timestamp: string;
}

/** Translates a catalog key (the page passes i18next's `t`). */
export type Translate = (key: ParseKeys, values?: Record<string, unknown>) => string;

export interface DebugTest {
  id: string;
  name: ParseKeys;
  endpoint: string;
  run: () => Promise<unknown>;
  /** A reason to FAIL despite a 2xx answer, or null. */
  verify: (data: unknown, translate: Translate) => string | null;
}

function test<T>(spec: {
  id: string;
  name: ParseKeys;
  endpoint: string;
  run: () => Promise<T>;
  verify?: (data: T, translate: Translate) => string | null;
}): DebugTest {
  const { verify } = spec;
  return {
    id: spec.id,
    name: spec.name,
    endpoint: spec.endpoint,
    run: spec.run,
    // The data handed back is what `run` resolved with, so it has type T.
    verify: verify ? (data, translate) => verify(data as T, translate) : () => null,
  };
}

/** The panel's catalogue: the five health endpoints, the current user and the public config. */
export const DEBUG_TESTS: DebugTest[] = [
  test({
    id: 'health-simple',
    name: 'admin.checks.healthSimple',
    endpoint: healthEndpoints.healthSimple.path,
    run: getHealthSimple,
    verify: (data, tr) => (data.status === 'UP' ? null : tr('admin.debug.failures.status', { status: data.status })),
  }),
  test({
    id: 'health-report',
    name: 'admin.checks.healthReport',
    endpoint: healthEndpoints.healthReport.path,
    run: getHealthReport,
    verify: (data, tr) => (data.status === 'UP' ? null : tr('admin.debug.failures.status', { status: data.status })),
  }),
  test({
    id: 'jwt',
    name: 'admin.checks.jwt',
    endpoint: healthEndpoints.testJwt.path,
    run: getTestJwt,
    verify: (data, tr) => (data.success ? null : tr('admin.debug.failures.jwt')),
  }),
  test({
    id: 'admin',
    name: 'admin.checks.admin',
    endpoint: healthEndpoints.testAdmin.path,
    run: getTestAdmin,
    verify: (data, tr) => (data.exists ? null : tr('admin.debug.failures.admin')),
  }),
  test({
    id: 'rate-limit',
    name: 'admin.checks.rateLimit',
    endpoint: healthEndpoints.testRateLimit.path,
    run: getRateLimitStatus,
    verify: (data) => (data.status === 'OK' ? null : data.message),
  }),
  test({
    id: 'auth-me',
    name: 'admin.checks.me',
    endpoint: accountsEndpoints.me.path,
    run: () => callEndpoint(accountsEndpoints.me),
  }),
  test({
    id: 'public-config',
    name: 'admin.checks.publicConfig',
    endpoint: healthEndpoints.publicConfig.path,
    run: getPublicConfig,
  }),
];

/** Runs one test: PASS, FAIL (HTTP error or failed expectation) or ERROR (an exception). */
export async function runDebugTest(spec: DebugTest, translate: Translate): Promise<TestResult> {
  const name = translate(spec.name);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const timestamp = () => new Date().toISOString();
  try {
    const response = await spec.run();
    const failure = spec.verify(response, translate);
    const result: TestResult = {
      id: spec.id,
      name,
      status: failure ? 'FAIL' : 'PASS',
      data: { responseTime: elapsed(), endpoint: spec.endpoint, response },
      timestamp: timestamp(),
    };
    if (failure) result.error = failure;
    return result;
  } catch (error) {
    const responseTime = elapsed();
    if (error instanceof ApiRequestError) {
      return {
        id: spec.id,
        name,
        status: 'FAIL',
        data: { responseTime, endpoint: spec.endpoint, httpStatus: error.status, code: error.code },
        error: `HTTP ${error.status}${error.message ? `: ${error.message}` : ''}`,
        timestamp: timestamp(),
      };
    }
    return {
      id: spec.id,
      name,
      status: 'ERROR',
      data: { responseTime, endpoint: spec.endpoint },
      error: error instanceof Error && error.message ? error.message : translate('admin.debug.unknownError'),
      timestamp: timestamp(),
    };
  }
}
