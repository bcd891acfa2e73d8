import { createSigner, createVerifier } from 'fast-jwt';

export interface TokenService {
  issue(userId: string): string;
  /** The user id the token was issued to, or undefined when it is forged, malformed or expired. */
  verify(token: string): string | undefined;
}

/** Signed HS256 JWTs carrying only the user id; status and role are read fresh on every request. */
export function createTokenService(options: { secret: string; expiresInSeconds: number }): TokenService {
  const sign = createSigner({ key: options.secret, algorithm: 'HS256', expiresIn: options.expiresInSeconds * 1000 });
  // A token without exp would never lapse, even one signed by an old build or a leaked secret's holder.
  const check = createVerifier({
    key: options.secret,
    algorithms: ['HS256'],
    requiredClaims: ['exp', 'sub'],
    cache: 1000,
  });
  return {
    issue: (userId) => sign({ sub: userId }),
    verify: (token) => {
      try {
        const payload = check(token) as { sub?: unknown };
        return typeof payload.sub === 'string' ? payload.sub : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
