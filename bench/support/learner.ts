import { randomUUID } from 'node:crypto';
import { type Balancer, sleep } from './balancer';

/** What the server acknowledged with a 2xx, so it must still be there at the end. */
export interface Acknowledged {
  phraseIds: Set<string>;
  trackIds: Set<string>;
  /** Deleted, or asked to be deleted without an answer: either outcome is right. */
  uncertain: Set<string>;
}

const json = (token: string | undefined, body?: unknown): RequestInit => ({
  method: body === undefined ? 'GET' : 'POST',
  headers: {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  },
  body: body === undefined ? undefined : JSON.stringify(body),
});

/** Register, get approved by the administrator, sign in: the token of a new active learner. */
export async function enrol(api: Balancer, adminToken: string, index: number): Promise<string> {
  const email = `learner-${index}-${randomUUID().slice(0, 8)}@bench.test`;
  const password = 'learner-password-1';
  const registered = await api.call('POST /api/auth/register', '/api/auth/register', {
    ...json(undefined, { email, password, name: `Learner ${index}` }),
  });
  const userId = (registered?.body as { user?: { id?: string } } | undefined)?.user?.id;
  if (!userId) throw new Error(`registration failed: ${JSON.stringify(registered)}`);
  const approved = await api.call('PATCH /api/admin/users/:id/status', `/api/admin/users/${userId}/status`, {
    ...json(adminToken, { status: 'ACTIVE' }),
    method: 'PATCH',
  });
  if (approved?.status !== 200) throw new Error(`approval failed: ${JSON.stringify(approved)}`);
  const signedIn = await api.call('POST /api/auth/login', '/api/auth/login', json(undefined, { email, password }));
  const token = (signedIn?.body as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(signedIn)}`);
  return token;
}

/**
 * A learner's session until the deadline, pausing `thinkMs` between steps as a person would:
 * translate, save the phrase with its clip, look at the list and the statistics; every fifth
 * round build a track from the last phrases and play it; every seventh delete a phrase.
 */
export async function study(options: {
  api: Balancer;
  token: string;
  index: number;
  clipBase64: string;
  until: number;
  thinkMs: number;
  acknowledged: Acknowledged;
}): Promise<void> {
  const { api, token, index, clipBase64, until, thinkMs, acknowledged } = options;
  const mine: string[] = [];
  const pause = () => sleep(thinkMs * (0.5 + Math.random()));
  for (let round = 1; Date.now() < until; round++) {
    // Every third sentence is one many learners ask for, so some translations come from memory.
    const text = round % 3 === 0 ? 'Where is the railway station?' : `Learner ${index} asks question ${round}`;
    const translated = await api.call(
      'POST /api/text-translate',
      '/api/text-translate',
      json(token, { text, direction: 'en-es' }),
    );
    const translation = (translated?.body as { translation?: string } | undefined)?.translation ?? text;
    await pause();

    const saved = await api.call(
      'POST /api/user/phrases',
      '/api/user/phrases',
      json(token, {
        text,
        translation,
        sourceLanguage: 'en',
        targetLanguage: 'es',
        translatedAudioBase64: clipBase64,
        clientId: randomUUID(),
      }),
    );
    const phraseId = (saved?.body as { phrase?: { id?: string } } | undefined)?.phrase?.id;
    if (saved && saved.status < 300 && phraseId) {
      acknowledged.phraseIds.add(phraseId);
      mine.push(phraseId);
    }
    await pause();

    await api.call('GET /api/user/phrases', '/api/user/phrases?limit=50', json(token));
    await api.call('GET /api/user/stats', '/api/user/stats', json(token));
    await pause();

    if (round % 5 === 0 && mine.length > 0) {
      const built = await api.call(
        'POST /api/user/audio-tracks',
        '/api/user/audio-tracks',
        json(token, { name: `Round ${round}`, phraseIds: mine.slice(-5), clientId: randomUUID() }),
      );
      const trackId = (built?.body as { track?: { id?: string } } | undefined)?.track?.id;
      if (built && built.status < 300 && trackId) {
        acknowledged.trackIds.add(trackId);
        await api.call('GET /api/user/audio-tracks/:id/audio', `/api/user/audio-tracks/${trackId}/audio`, json(token));
      }
      await pause();
    }

    if (round % 7 === 0 && mine.length > 1) {
      const victim = mine.shift() as string;
      acknowledged.phraseIds.delete(victim);
      acknowledged.uncertain.add(victim);
      await api.call('DELETE /api/user/phrases/:id', `/api/user/phrases/${victim}`, {
        ...json(token),
        method: 'DELETE',
      });
      await pause();
    }
  }
}

/** Every id the learner's lists answer, following `nextCursor` where the list is paged. */
export async function listAll(api: Balancer, token: string, path: string, key: 'phrases' | 'tracks') {
  const ids = new Set<string>();
  let cursor: string | null | undefined;
  do {
    const url = `${path}?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const answer = await api.call(`GET ${path} (verify)`, url, json(token));
    if (answer?.status !== 200) throw new Error(`listing ${path} answered ${answer?.status ?? 'nothing'}`);
    const body = answer.body as Record<string, unknown> & { nextCursor?: string | null };
    for (const item of (body[key] as { id: string }[] | undefined) ?? []) ids.add(item.id);
    cursor = body.nextCursor;
  } while (cursor);
  return ids;
}
