/** One chunk of a Vite build manifest (the fields the budget reads). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export const BUDGET_BYTES: number;
export const ROUTE_MODULES: string[];
export function firstLoadChunks(manifest: Record<string, ManifestChunk>, routeModules: string[]): string[];

export const LANDING_BUDGET_BYTES: number;
export const LANDING_HTML: string;
export function scriptsOfPage(html: string): string[];
