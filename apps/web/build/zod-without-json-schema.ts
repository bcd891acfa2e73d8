/**
 * zod's classic schemas carry JSON Schema conversion (`toJSONSchema`, the `~standard` JSON Schema
 * getters, `.minLength` and kin) whether or not anyone calls it: some 17 KB of minified code in
 * every page's first load (scripts/check-bundle-budget.mjs). The server converts schemas; the browser
 * never does. The web build replaces the modules that convert with stand-ins exporting the same
 * names, each of which throws if it is ever called (decision 041), so a use that slips in fails loudly.
 */

import type { Plugin } from 'vite';

/** zod's JSON Schema modules, by module id. */
export const ZOD_JSON_SCHEMA_FILE =
  /node_modules\/zod\/v4\/core\/(to-json-schema|json-schema-processors|json-schema-generator)\.js$/;

/** What every stand-in throws. */
export const NOT_IN_THE_BROWSER = 'JSON Schema conversion is left out of the web build (decision 041)';

/**
 * A stand-in for one of zod's JSON Schema modules, from its source: every exported function, constant
 * and class becomes a function that throws when called (or constructed), and every `export { a as b }`
 * names one of them. Functions that make methods (`create…Method`) return a method that throws, because
 * schemas call them when a getter is read, not when the method is used.
 */
export function zodWithoutJsonSchema(source: string, file: string): string {
  const names = [...source.matchAll(/^export (?:async )?(?:function\*?|const|let|class) ([A-Za-z_$][\w$]*)/gm)].map(
    (match) => match[1] as string,
  );
  if (names.length === 0) throw new Error(`${file}: no exports found; zod's JSON Schema modules have changed`);
  const lines = [`const fail = () => { throw new Error(${JSON.stringify(NOT_IN_THE_BROWSER)}); };`];
  for (const name of names) {
    lines.push(/^create\w*Method$/.test(name) ? `export const ${name} = () => fail;` : `export const ${name} = fail;`);
  }
  for (const [, list] of source.matchAll(/^export \{([^}]*)\};?$/gm)) {
    for (const part of (list as string).split(',')) {
      const [local, exported] = part.trim().split(/\s+as\s+/);
      if (local && exported && names.includes(local)) lines.push(`export { ${local} as ${exported} };`);
      else if (part.trim()) throw new Error(`${file}: cannot stand in for \`export {${part}}\``);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The build's plugin: zod's JSON Schema modules replaced by their stand-ins. */
export function zodJsonSchemaLeftOut(): Plugin {
  return {
    name: 'tolk-zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!ZOD_JSON_SCHEMA_FILE.test(id)) return null;
      return { code: zodWithoutJsonSchema(code, id), map: null };
    },
  };
}
