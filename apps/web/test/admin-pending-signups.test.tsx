import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PendingSignupsResponse } from '@tolk/contracts/admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PendingSignupsCard } from '../src/features/admin/components/pending-signups-card';
import { fakeApi, ok } from './support/fake-api';
import { renderScreen } from './support/render-screen';

const LISTED: PendingSignupsResponse = {
  networks: [
    { network: '10.7.0.0/24', pending: 5, lastSignupAt: '2026-11-27T07:00:00.000Z' },
    { network: null, pending: 1, lastSignupAt: '2026-11-20T07:00:00.000Z' },
  ],
  throttle: { since: '2026-11-27T06:40:00.000Z', refused: 16 },
};

describe('admin users, pending sign-ups by network', () => {
  beforeEach(() => {
    vi.stubGlobal('confirm', () => true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says sign-up is throttled, lists each network and clears one with its button', async () => {
    let listed = LISTED;
    const api = fakeApi({
      'GET /api/admin/pending-signups': () => ok(listed),
      'POST /api/admin/pending-signups/clear': () => {
        listed = { ...LISTED, networks: LISTED.networks.slice(1) };
        return ok({ success: true, deleted: 5 });
      },
    });
    const notify = vi.fn();
    renderScreen(<PendingSignupsCard notify={notify} />);

    expect(await screen.findByRole('heading', { name: 'Pending sign-ups by network' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^Sign-up throttled since .+, attempts refused: 16$/);
    expect(screen.getByText('10.7.0.0/24')).toBeTruthy();
    expect(screen.getByText('Unknown network')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete the pending accounts of 10.7.0.0/24' }));
    await waitFor(() => expect(api.calls('POST /api/admin/pending-signups/clear')).toHaveLength(1));
    expect(api.calls('POST /api/admin/pending-signups/clear')[0]?.body).toEqual({ network: '10.7.0.0/24' });
    await waitFor(() => expect(screen.queryByText('10.7.0.0/24')).toBeNull());
    expect(notify).toHaveBeenCalledWith({ tone: 'success', text: 'Pending accounts deleted: 5' }, expect.any(Number));
  });

  it('shows nothing when no account waits and sign-up is open', async () => {
    const api = fakeApi({ 'GET /api/admin/pending-signups': () => ok({ networks: [], throttle: null }) });
    const { container } = renderScreen(<PendingSignupsCard notify={vi.fn()} />);
    await waitFor(() => expect(api.calls('GET /api/admin/pending-signups')).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
