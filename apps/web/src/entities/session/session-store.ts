import { PublicUser, type UserStatus } from '@tolk/contracts/users';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { readJson, readString, removeKey, writeJson, writeString } from '../../shared/storage/local-storage';

/**
 * The session: a token and a user object in localStorage (docs/product.md, Accounts).
 * Signed in means both exist; a PENDING or BLOCKED sign-in keeps the user only.
 */
export interface Session {
  token: string | null;
  user: PublicUser | null;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let state: Session = restore();

/** Restores token and user; unparseable user data clears both. */
function restore(): Session {
  const user = readJson(STORAGE_KEYS.user, PublicUser);
  if (user.kind === 'invalid') {
    removeKey(STORAGE_KEYS.token);
    removeKey(STORAGE_KEYS.user);
    return { token: null, user: null };
  }
  return { token: readString(STORAGE_KEYS.token) || null, user: user.kind === 'ok' ? user.value : null };
}

function persist(next: Session): void {
  if (next.token) writeString(STORAGE_KEYS.token, next.token);
  else removeKey(STORAGE_KEYS.token);
  if (next.user) writeJson(STORAGE_KEYS.user, next.user);
  else removeKey(STORAGE_KEYS.user);
}

function setState(next: Session): void {
  state = next;
  persist(next);
  for (const listener of listeners) listener();
}

function sameUser(a: PublicUser | null, b: PublicUser | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.email === b.email &&
    a.status === b.status &&
    a.role === b.role &&
    a.createdAt === b.createdAt
  );
}

export const sessionStore = {
  getSnapshot(): Session {
    return state;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Login SUCCESS: token and user. */
  signIn(token: string, user: PublicUser): void {
    setState({ token, user });
  },
  /** PENDING or BLOCKED answer of login/register: the user only, no token. */
  holdUser(user: PublicUser): void {
    setState({ token: null, user });
  },
  /** The server's fresh view of the signed-in user (from /me or an admin action on oneself). */
  updateUser(user: PublicUser): void {
    if (!state.user || state.user.id !== user.id || sameUser(state.user, user)) return;
    setState({ ...state, user });
  },
  /** A 403 ACCOUNT_PENDING / ACCOUNT_BLOCKED told us the status changed since sign-in. */
  setStatus(status: UserStatus): void {
    if (!state.user || state.user.status === status) return;
    setState({ ...state, user: { ...state.user, status } });
  },
  clear(): void {
    if (!state.token && !state.user) return;
    setState({ token: null, user: null });
  },
};

export function isSignedIn(session: Session): session is { token: string; user: PublicUser } {
  return Boolean(session.token && session.user);
}

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user) return;
    state = restore();
    for (const listener of listeners) listener();
  });
}
