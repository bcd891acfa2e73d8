import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web app and the end-to-end tests reach the API only through the endpoint declarations of
 * packages/contracts (callEndpoint, declaredUrl, endpointUrl, a declaration's path): an API path
 * written out anywhere else is one the declarations no longer describe when they change.
 */

const REPO = fileURLToPath(new URL('../../../', import.meta.url));

/** Where callers live, each with the folders inside it that are not sources. */
const CALLERS = [
  { folder: 'apps/web/src', skip: [] as string[] },
  { folder: 'e2e', skip: ['node_modules', '.tmp', 'test-results', 'playwright-report'] },
];

/**
 * An API path in a literal: a string, template or Playwright glob starting with one (`'/api/…'`,
 * `` `**\/api/…` ``, `` `${origin}/api/…` ``) or a regular expression matching one (`/\/api\/…/`).
 * The bare prefix `'/api/'` (is this request the API's at all?) names no endpoint and is allowed.
 */
const API_PATH_LITERAL = /['"`}](?:\*\*)?\/api\/[A-Za-z0-9:*$]|\\\/api\\\/[A-Za-z0-9]/;

function sourceFiles(folder: string, skip: string[]): string[] {
  return readdirSync(path.join(REPO, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|mjs|js)$/.test(entry.name))
    .map((entry) => path.relative(REPO, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).some((part) => skip.includes(part)));
}

/** `file:line: text` for each line holding an API path literal. */
function apiPathLiterals(file: string): string[] {
  return readFileSync(path.join(REPO, file), 'utf8')
    .split('\n')
    .flatMap((line, index) => (API_PATH_LITERAL.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('callers use the endpoint declarations, never a written-out API path', () => {
  it('recognises an API path in each kind of literal, and not the bare prefix', () => {
    const caught = [
      "fetch('/api/user/phrases')",
      'request.get("/api/auth/me")',
      'page.route(`**/api/engines`, handler)',
      'this.patch(`/api/admin/users/` + id)',
      // A placeholder before the path: `${origin}/api/…` (written in two pieces, as a plain string).
      ['url: `http://127.0.0.1:$', '{port}/api/public/health-simple`'].join(''),
      "page.route('**/api/unified-dictionary/entry/**')",
      '/\\/api\\/dialogue\\/audio\\//.test(url)',
    ];
    for (const line of caught) expect(API_PATH_LITERAL.test(line), line).toBe(true);
    const allowed = [
      "new URL(request.url()).pathname.startsWith('/api/')",
      "/** POST /api/text-translate: the text in the pair's direction. */",
      'callEndpoint(phrasesEndpoints.listPhrases, { query })',
    ];
    for (const line of allowed) expect(API_PATH_LITERAL.test(line), line).toBe(false);
  });

  it.each(CALLERS)('$folder writes out no API path', ({ folder, skip }) => {
    const files = sourceFiles(folder, skip);
    // The walk reached the sources: an empty list would pass for nothing.
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap(apiPathLiterals)).toEqual([]);
  });
});
