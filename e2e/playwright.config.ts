import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { healthEndpoints } from '@tolk/contracts/endpoints/health';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE, E2E_ADMIN, E2E_PORT } from './support/constants';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.join(here, '.tmp', 'data');

export default defineConfig({
  testDir: './tests',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two cores serve the app and the browsers: more workers only make each test slower.
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // Recording a trace of every test cost about a quarter of each test's time; on CI a failed test is run again
    // (retries: 1) and that second run is traced, so a failure still comes with its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      // The learner's flows again on a 390 px phone: translate, speak, save, build and play a track, the dashboards,
      // practise vocabulary, the pairs the server serves, talk with the dialogue partner.
      name: 'phone',
      testMatch: [
        'translate.spec.ts',
        'speech-translate.spec.ts',
        'phrases.spec.ts',
        'audio-track-flow.spec.ts',
        'dashboard.spec.ts',
        'vocabulary.spec.ts',
        'served-pairs.spec.ts',
        'dialogue.spec.ts',
      ],
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    // The built app on a fresh embedded database, exactly as `npm start` serves it, with a real
    // Apertium and a fake speech-recognition server (support/start-web-server.ts).
    command: `rm -rf "${dataDir}" && node --import tsx support/start-web-server.ts`,
    url: `http://127.0.0.1:${E2E_PORT}${healthEndpoints.healthSimple.path}`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SUPPORT_EMAIL: 'help@tolk.test',
      LOG_LEVEL: 'warn',
      // Every browser test registers its own learners from the one local address.
      REGISTER_MAX_PER_HOUR: '100000',
      REGISTER_MAX_PER_HOUR_TOTAL: '100000',
      REGISTER_MAX_PER_HOUR_PER_NETWORK: '100000',
    },
  },
});
