/** One chunk of a Vite build manifest (the fields the budget reads). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  src?: string;
  name?: string;
}

/** A route of the router: the module of its lazy page (none: a page in the entry), or where it redirects. */
export type RouterRoute = { path: string; page: string | undefined } | { path: string; redirectTo: string };

export const BUDGET_BYTES: number;
export const ROUTE_BUDGETS_KB: Record<string, number>;
export const ROUTER_FILE: string;
export const PLACEHOLDER_FILE: string;
export function routesOfRouter(routerSource: string, placeholderSource: string): RouterRoute[];
export function budgetProblems(routes: RouterRoute[], budgetsKb: Record<string, number>): string[];
export function manifestKeyOf(manifest: Record<string, ManifestChunk>, module: string): string;
export function firstLoadChunks(manifest: Record<string, ManifestChunk>, routeModules: string[]): string[];

export const LANDING_BUDGET_BYTES: number;
export const LANDING_HTML: string;
export function scriptsOfPage(html: string): string[];
