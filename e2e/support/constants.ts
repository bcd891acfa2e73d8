export const E2E_PORT = 3299;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The administrator the e2e server ensures at start-up (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@tolk.test', password: 'admin-e2e-password' } as const;
