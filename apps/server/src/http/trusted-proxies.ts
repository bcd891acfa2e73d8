import { z } from 'zod';

/** Ranges proxy-addr (which Fastify hands the list to) knows by name. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'] as const;

const ProxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(RANGE_NAMES)]);

const OFF = new Set(['', 'false', 'off', 'none']);

/**
 * TRUST_PROXY: the reverse proxies whose X-Forwarded-For, -Proto and -Host are believed, as a comma-separated
 * list of addresses, CIDR ranges and the names loopback, linklocal, uniquelocal. Unset or `false`: none, so
 * request.ip is the socket's peer and no client can pick the address the sign-in limit counts.
 * `true` and hop counts are refused: they trust whatever connects, and a client that reaches the app without
 * passing the proxy would choose its own address again (decision 011).
 */
export const TrustProxyVariable = z.string().transform((value, ctx): string[] => {
  const text = value.trim();
  if (OFF.has(text.toLowerCase())) return [];
  if (text.toLowerCase() === 'true' || /^\d+$/.test(text)) {
    ctx.addIssue({
      code: 'custom',
      message:
        'TRUST_PROXY must name the proxies by address or CIDR (e.g. 10.0.0.0/8,127.0.0.1): `true` or a hop count ' +
        'would let any client that reaches the app directly set its own X-Forwarded-For',
    });
    return z.NEVER;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!ProxyAddress.safeParse(entry).success) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY: "${entry}" is not an IP address, a CIDR range or one of ${RANGE_NAMES.join(', ')}`,
      });
    }
  }
  return entries;
});
