import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  NOT_IN_THE_BROWSER,
  ZOD_JSON_SCHEMA_FILE,
  zodJsonSchemaLeftOut,
  zodWithoutJsonSchema,
} from '../build/zod-without-json-schema';

// The installed zod's own modules, found the way the build finds them.
const zodRoot = path.dirname(createRequire(import.meta.url).resolve('zod/package.json'));
const MODULES = ['to-json-schema', 'json-schema-processors', 'json-schema-generator'].map((name) =>
  path.join(zodRoot, 'v4', 'core', `${name}.js`),
);

/** A module from its source text, loaded as the browser would load the build's. */
const load = (source: string) => import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);

describe("the web build's stand-ins for zod's JSON Schema modules", () => {
  it('take those modules by their id, and not the rest of zod', () => {
    for (const file of MODULES) expect(ZOD_JSON_SCHEMA_FILE.test(file), file).toBe(true);
    for (const other of ['schemas', 'checks', 'regexes', 'json-schema'])
      expect(ZOD_JSON_SCHEMA_FILE.test(path.join(zodRoot, 'v4', 'core', `${other}.js`))).toBe(false);
  });

  it.each(MODULES.map((file) => [path.basename(file), file]))(
    '%s: export every name the installed zod exports, and each throws when used',
    async (_name, file) => {
      const real = await import(file);
      const standIn = await load(zodWithoutJsonSchema(readFileSync(file, 'utf8'), file));
      expect(Object.keys(standIn).sort()).toEqual(Object.keys(real).sort());
      for (const [name, value] of Object.entries(standIn)) {
        expect(typeof value, name).toBe('function');
        const used = () =>
          /^create\w*Method$/.test(name) ? (value as () => () => unknown)()() : (value as () => unknown)();
        expect(used, name).toThrow(NOT_IN_THE_BROWSER);
      }
    },
  );

  it('leave parsing alone: the contracts bundled with them build their schemas and parse', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'tolk-zod-bundle-'));
    await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [zodJsonSchemaLeftOut()],
      build: {
        outDir,
        minify: false,
        lib: { entry: fileURLToPath(new URL('./fixtures/zod-bundle-entry.ts', import.meta.url)), formats: ['es'] },
        rollupOptions: { output: { entryFileNames: 'bundle.mjs' } },
      },
    });
    const bundled = readFileSync(path.join(outDir, 'bundle.mjs'), 'utf8');
    expect(bundled).toContain(NOT_IN_THE_BROWSER);
    const { parseStats, toJsonSchema } = await import(pathToFileURL(path.join(outDir, 'bundle.mjs')).href);
    const stats = {
      totalPhrases: 1,
      totalAudioTracks: 0,
      phrasesWithAudio: 0,
      audioTrackPhrases: 0,
      audioTrackSeconds: 0,
      totalTranslations: 2,
      practiceTimeMinutes: 3,
      learningStreak: 1,
      favoriteLanguage: 'no',
      lastActivity: null,
      lastDirection: null,
    };
    expect(parseStats({ success: true, stats }).success).toBe(true);
    expect(parseStats({ success: true, stats: { ...stats, totalPhrases: -1 } }).success).toBe(false);
    expect(toJsonSchema).toThrow(NOT_IN_THE_BROWSER);
  }, 60_000);

  it('refuse a module they cannot read rather than keep it quietly', () => {
    expect(() => zodWithoutJsonSchema('const x = 1;', 'x.js')).toThrow(/no exports/);
    expect(() => zodWithoutJsonSchema('export function a() {}\nexport { b as c };', 'x.js')).toThrow(/cannot stand in/);
  });
});
