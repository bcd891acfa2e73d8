/**
 * An endpoint declaration's `summary` (packages/contracts/src/endpoints/*.ts) is one line for
 * people and its `engineBudget` the server's own rule: the server, its docs and tests read them, the
 * browser never does. The web build leaves both out of the declarations it bundles, which keeps them off the translators' first load
 * (scripts/check-bundle-budget.mjs).
 */

/** A declaration file of packages/contracts, by its module id. */
export const ENDPOINTS_FILE = /packages\/contracts\/src\/endpoints\/[^/]+\.ts$/;

/** A `summary: '…',` line: one string literal of any quote, escapes allowed, no placeholder. */
const SUMMARY_LINE = /^[ \t]*summary:[ \t]*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\$\n]|\\.)*`),[ \t]*\n/gm;

/** An `engineBudget: '…',` line: how the server counts the call, which the browser never reads either. */
const ENGINE_BUDGET_LINE = /^[ \t]*engineBudget:[ \t]*'(?:per-call|when-used|none)',[ \t]*\n/gm;

/** The source without its summary (and engine budget) lines; a summary written any other way is an error, not kept quietly. */
export function dropEndpointSummaries(source: string, file: string): string {
  const stripped = source.replace(SUMMARY_LINE, '').replace(ENGINE_BUDGET_LINE, '');
  if (/\bsummary[ \t]*:/.test(stripped)) {
    throw new Error(`${file}: a summary is not one line of a plain string, so the web build cannot leave it out`);
  }
  return stripped;
}
