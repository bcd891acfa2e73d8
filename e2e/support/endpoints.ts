import type { EndpointDeclaration } from '@tolk/contracts/endpoint';

/** A path parameter of a declared path (`:id`). */
const PARAMETER = /:[A-Za-z][A-Za-z0-9_]*/g;

/**
 * The Playwright route glob for every call to a declared endpoint: `**` before the path, and each
 * parameter (with whatever follows it, such as a query) as `**`.
 */
export function routeGlob(declaration: Pick<EndpointDeclaration, 'path'>): string {
  return `**${declaration.path.replace(PARAMETER, '**')}`;
}

/** Whether a request or answer URL is a call to the declared endpoint (any parameter values, any query). */
export function isCallTo(url: string, declaration: Pick<EndpointDeclaration, 'path'>): boolean {
  const literal = declaration.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${literal.replace(PARAMETER, '[^/]+')}$`).test(new URL(url).pathname);
}
