import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runDictionaryCli } from '../src/cli/dictionary-cli';
import { recogniseDictionaryFile } from '../src/domain/dictionary/dictionary-file-formats';

/**
 * A local stand-in for kaikki.org and GitHub's raw files. The kaikki.org dump is sent in two halves;
 * the second waits until the test has looked at the directory mid-download.
 */
let server: Server;
let baseUrl: string;
const requested: string[] = [];
let releaseSecondHalf: () => void = () => {};
let firstHalfSent: Promise<void>;
let markFirstHalfSent: () => void = () => {};
const DUMP =
  `${JSON.stringify({ word: 'bok', lang_code: 'nb', pos: 'noun', senses: [{ glosses: ['book'] }] })}\n`.repeat(4000);

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = decodeURIComponent(request.url ?? '');
    requested.push(url);
    if (url === '/kaikki/Norwegian Bokmål/kaikki.org-dictionary-NorwegianBokmål.jsonl') {
      const body = Buffer.from(DUMP);
      response.writeHead(200, { 'content-length': body.length });
      response.write(body.subarray(0, body.length / 2));
      markFirstHalfSent();
      new Promise<void>((resolve) => {
        releaseSecondHalf = resolve;
      }).then(() => response.end(body.subarray(body.length / 2)));
      return;
    }
    if (url === '/frequency/2018/no/no_50k.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('og 100\ner 90\n');
      return;
    }
    if (url === '/frequency/2018/fr/fr_50k.txt') {
      // Promises more than it sends, then hangs up: a cut connection.
      response.writeHead(200, { 'content-length': 1000 });
      response.write('de 100\n');
      setTimeout(() => response.destroy(), 20);
      return;
    }
    response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requested.length = 0;
  firstHalfSent = new Promise((resolve) => {
    markFirstHalfSent = resolve;
  });
});

const bases = () => [
  `--kaikki-url=${baseUrl}/kaikki`,
  `--frequency-url=${baseUrl}/frequency/`,
  `--cefr-url=${baseUrl}/cefr`,
];

describe('npm run dictionary -- download', () => {
  it('streams each file to a part file, renames it when complete and shows progress', async () => {
    const directory = path.join(mkdtempSync(path.join(os.tmpdir(), 'tolk-download-')), 'dictionaries');
    const lines: string[] = [];
    const run = runDictionaryCli(['download', 'no', ...bases()], { directory, print: (line) => lines.push(line) });

    await firstHalfSent;
    // Mid-download only the part file exists, under a name the importer does not take.
    await expect.poll(() => readdirSync(directory)).toEqual(['kaikki.org-dictionary-NorwegianBokmål.jsonl.part']);
    expect(recogniseDictionaryFile('kaikki.org-dictionary-NorwegianBokmål.jsonl.part')).toBeNull();
    releaseSecondHalf();

    expect(await run).toBe(0);
    expect(readdirSync(directory).sort()).toEqual(['kaikki.org-dictionary-NorwegianBokmål.jsonl', 'no_50k.txt']);
    expect(readFileSync(path.join(directory, 'kaikki.org-dictionary-NorwegianBokmål.jsonl'), 'utf8')).toBe(DUMP);
    expect(readFileSync(path.join(directory, 'no_50k.txt'), 'utf8')).toBe('og 100\ner 90\n');
    expect(requested).toEqual([
      '/kaikki/Norwegian Bokmål/kaikki.org-dictionary-NorwegianBokmål.jsonl',
      '/frequency/2018/no/no_50k.txt',
    ]);
    const size = `${(Buffer.byteLength(DUMP) / 1048576).toFixed(1)} MB`;
    expect(lines).toContain(`  kaikki.org-dictionary-NorwegianBokmål.jsonl: ${size} of ${size}`);
    expect(lines).toContain(`  saved kaikki.org-dictionary-NorwegianBokmål.jsonl (${size})`);
    expect(recogniseDictionaryFile('kaikki.org-dictionary-NorwegianBokmål.jsonl')).toMatchObject({
      format: 'wiktextract',
      language: 'no',
    });

    // A second run leaves files that are there alone.
    const again: string[] = [];
    const secondRun = runDictionaryCli(['download', 'no', ...bases()], {
      directory,
      print: (line) => again.push(line),
    });
    expect(await secondRun).toBe(0);
    expect(again).toContain('no_50k.txt: already there (--force fetches it again)');
  });

  it('refuses unknown languages before fetching anything', async () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'tolk-download-'));
    const lines: string[] = [];
    expect(
      await runDictionaryCli(['download', 'no', 'xx', 'klingon', ...bases()], {
        directory,
        print: (line) => lines.push(line),
      }),
    ).toBe(2);
    expect(lines[0]).toMatch(/^Unknown languages: xx, klingon\. Known: no ru en/);
    expect(requested).toEqual([]);
    expect(await runDictionaryCli(['fetch', 'no'], { directory, print: (line) => lines.push(line) })).toBe(2);
    expect(lines.at(-1)).toMatch(/^Usage: npm run dictionary -- download/);
  });

  it('reports a missing or cut-off file as failed and leaves no partial file behind', async () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'tolk-download-'));
    const lines: string[] = [];
    // French: the kaikki.org dump is missing (404) and the frequency list is cut off.
    expect(
      await runDictionaryCli(['download', 'fr', ...bases()], { directory, print: (line) => lines.push(line) }),
    ).toBe(1);
    expect(lines).toContain(
      `  failed: ${baseUrl}/kaikki/French/kaikki.org-dictionary-French.jsonl answered 404 Not Found`,
    );
    expect(lines.filter((line) => line.startsWith('  failed:'))).toHaveLength(2);
    expect(lines.at(-1)).toBe('2 downloads failed.');
    expect(readdirSync(directory)).toEqual([]);
    expect(existsSync(path.join(directory, 'fr_50k.txt.part'))).toBe(false);
  });
});
