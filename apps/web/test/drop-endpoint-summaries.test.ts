import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dropEndpointSummaries, ENDPOINTS_FILE } from '../build/drop-endpoint-summaries';

const ENDPOINTS = fileURLToPath(new URL('../../../packages/contracts/src/endpoints/', import.meta.url));
const files = readdirSync(ENDPOINTS).map((name) => path.join(ENDPOINTS, name));

describe('the web build leaves the endpoint summaries out', () => {
  it('takes the declaration files by their module id, and nothing else', () => {
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) expect(ENDPOINTS_FILE.test(file), file).toBe(true);
    expect(ENDPOINTS_FILE.test(path.join(ENDPOINTS, '..', 'endpoint.ts'))).toBe(false);
    expect(ENDPOINTS_FILE.test(path.join(ENDPOINTS, '..', 'endpoints.ts'))).toBe(false);
  });

  it.each(files.map((file) => [path.basename(file), file]))(
    '%s loses its summary and engine budget lines and only them',
    (_name, file) => {
      const source = readFileSync(file, 'utf8');
      const summaries = source.split('\n').filter((line) => /^\s*summary:/.test(line));
      expect(summaries.length).toBeGreaterThan(0);
      const stripped = dropEndpointSummaries(source, file);
      expect(stripped).not.toMatch(/\bsummary\s*:/);
      expect(stripped).not.toMatch(/\bengineBudget\s*:/);
      expect(stripped.split('\n')).toEqual(
        source.split('\n').filter((line) => !/^\s*(summary|engineBudget):/.test(line)),
      );
    },
  );

  it('keeps quotes and escapes of any kind within a summary', () => {
    const source = [
      '  a: endpoint({',
      `    summary: "The user's figures.",`,
      "    summary: 'It\\'s a \"test\".',",
      '    summary: `A template, no placeholder.`,',
      "    method: 'GET',",
      '',
    ].join('\n');
    expect(dropEndpointSummaries(source, 'x.ts')).toBe(['  a: endpoint({', "    method: 'GET',", ''].join('\n'));
  });

  it('refuses a summary it cannot take out whole, rather than bundling it', () => {
    for (const source of [
      "    summary:\n      'On the next line.',\n",
      "    summary: 'Two ' + 'pieces',\n",
      ['    summary: `With $', '{placeholder}`,\n'].join(''),
    ]) {
      expect(() => dropEndpointSummaries(source, 'x.ts'), source).toThrow(/summary/);
    }
  });
});
