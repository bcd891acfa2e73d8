import type { EndpointDeclaration } from '@tolk/contracts/endpoint';
import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Requests made from an endpoint's declaration alone: its path parameters, query, JSON or multipart
 * body and headers generated from the declared schemas, each field a typed value most of the time and
 * anything else sometimes. The fuzz and authorization suites use it, so a new declaration is covered
 * without an edit to either.
 */

export interface DeclaredRequest {
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

/** Values the caller knows for a path parameter, by its name (a learner's own phrase id, say). */
export type KnownValues = Record<string, readonly string[]>;

/** Zod 4's definition of a schema, read only as far as generating values needs. */
interface Definition {
  type: string;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: readonly z.ZodType[];
  left?: z.ZodType;
  format?: string;
  checks?: readonly { _zod: { def: { check: string; format?: string } } }[];
}

const definition = (schema: z.ZodType): Definition => (schema as unknown as { _zod: { def: Definition } })._zod.def;

/** A lone surrogate somewhere in a string: never valid UTF-16, never storable. */
const loneSurrogate = fc
  .tuple(fc.string({ maxLength: 8 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ maxLength: 8 }))
  .map(([before, unit, after]) => `${before}${String.fromCharCode(unit)}${after}`);

/** Any text, hostile text included: binary, graphemes, NUL, lone surrogates. */
export const anyText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 2, arbitrary: loneSurrogate },
  { weight: 2, arbitrary: fc.string({ maxLength: 8 }).map((around) => `${around}\u0000${around}`) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '\u0000', '\uD800', '😀', 'Hei', '  Hallo  ') },
);
const anyJson = fc.jsonValue({ maxDepth: 2 });

/** Hostile times a forged cursor may carry: no year 0, dates that do not exist, the edges of four digits. */
export const HOSTILE_CURSOR_TIMES = [
  '0000-01-01T00:00:00.000000Z',
  '0001-01-01T00:00:00.000000Z',
  '1969-12-31T23:59:59.999999Z',
  '2026-02-30T00:00:00.000000Z',
  '2026-13-01T00:00:00.000000Z',
  '2026-11-24T24:00:00.000000Z',
  '9999-12-31T23:59:59.999999Z',
] as const;

/**
 * A cursor as a client could forge one: base64url of a JSON tuple like the server's, its time and id
 * hostile (year 0000, month 13, no uuid, extra elements, other types).
 */
export const forgedCursor = fc
  .oneof(
    fc.tuple(fc.constantFrom(...HOSTILE_CURSOR_TIMES), fc.uuid()),
    fc.tuple(
      fc
        .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
        .map(
          ([y, m, d]) =>
            `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}T00:00:00.000000Z`,
        ),
      fc.oneof(fc.uuid(), anyText),
    ),
    fc.array(fc.oneof(anyText, anyJson), { maxLength: 3 }),
    anyJson,
  )
  .map((tuple) => Buffer.from(JSON.stringify(tuple) ?? '').toString('base64url'));

/** A value of the schema's type most of the time (its enum members, formats, bounds ignored), else anything. */
export function arbitraryOf(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const typed = typedValueOf(schema, depth);
  return fc.oneof({ weight: 4, arbitrary: typed }, { weight: 1, arbitrary: fc.oneof(anyText, anyJson) });
}

function typedValueOf(schema: z.ZodType, depth: number): fc.Arbitrary<unknown> {
  const def = definition(schema);
  const inner = (next: z.ZodType | undefined) => (next ? typedValueOf(next, depth) : anyJson);
  switch (def.type) {
    case 'string': {
      const format = def.format ?? def.checks?.find((check) => check._zod.def.format)?._zod.def.format;
      if (format === 'uuid' || format === 'guid') return fc.oneof(fc.uuid(), anyText);
      if (format === 'email') return fc.oneof(fc.emailAddress(), anyText);
      return fc.oneof(fc.string({ maxLength: 24 }), anyText);
    }
    case 'number':
      return fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double(), fc.constantFrom(0, 1, 10, 100));
    case 'int':
    case 'bigint':
      return fc.integer();
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(depth > 3 ? anyJson : arbitraryOf(def.element as z.ZodType, depth + 1), { maxLength: 3 });
    case 'object': {
      if (depth > 3) return anyJson;
      const shape = def.shape ?? {};
      return fc.record(
        Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, arbitraryOf(field, depth + 1)])),
        { requiredKeys: [] },
      );
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), anyText, { maxKeys: 3 });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => typedValueOf(option, depth)));
    case 'intersection':
      return inner(def.left);
    default:
      return fc.oneof(anyText, anyJson);
  }
}

/** The named fields of an object schema (through optional, pipes and refinements), or none. */
export function fieldsOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!schema) return {};
  const def = definition(schema);
  if (def.type === 'object') return def.shape ?? {};
  if (def.innerType) return fieldsOf(def.innerType);
  if (def.type === 'pipe') return fieldsOf(def.in);
  if (def.type === 'intersection' && def.left) return fieldsOf(def.left);
  return {};
}

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD's bytes, never a thrown URIError). */
export function percentEncode(raw: string): string {
  return [...Buffer.from(raw, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** A path segment: a known value, a typed one, or anything, bytes no UTF-8 decoder accepts included. */
function segmentOf(schema: z.ZodType | undefined, known: readonly string[]): fc.Arbitrary<string> {
  const choices: { weight: number; arbitrary: fc.Arbitrary<string> }[] = [
    { weight: 2, arbitrary: (schema ? typedValueOf(schema, 0) : anyText).map((value) => percentEncode(asText(value))) },
    { weight: 2, arbitrary: anyText.map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom('%00', '%ED%A0%80', '%FF', '%', '..', '%2F', 'a%zz') },
  ];
  if (known.length > 0) choices.push({ weight: 3, arbitrary: fc.constantFrom(...known).map(encodeURIComponent) });
  return fc.oneof(...choices);
}

/** A query of the declared fields (each typed or anything, any of them left out), or a stray one. */
function searchOf(schema: z.ZodType | undefined): fc.Arbitrary<string> {
  const fields = fieldsOf(schema);
  const named = fc
    .record(
      Object.fromEntries(
        Object.entries(fields).map(([key, field]) => [
          key,
          key === 'cursor' ? fc.oneof(forgedCursor, arbitraryOf(field)) : arbitraryOf(field),
        ]),
      ),
      { requiredKeys: [] },
    )
    .map((entries) => Object.entries(entries).map(([key, value]) => `${key}=${percentEncode(asText(value))}`));
  const stray = fc
    .dictionary(fc.constantFrom('x', 'id', 'cursor', ''), anyText, { maxKeys: 2 })
    .map((entries) => Object.entries(entries).map(([key, value]) => `${key}=${percentEncode(value)}`));
  return fc
    .oneof({ weight: 4, arbitrary: named }, { weight: 1, arbitrary: stray }, { weight: 1, arbitrary: fc.constant([]) })
    .map((pairs) => (pairs.length > 0 ? `?${pairs.join('&')}` : ''));
}

const BOUNDARY = 'declaredBoundary7MA4YWxkTrZu0gW';

/** A multipart/form-data body: text fields, then at most one WAV file part (quotes and line breaks left out of names). */
export function multipartBody(
  boundary: string,
  fields: Record<string, string | undefined>,
  file?: { name: string; filename: string; bytes: Uint8Array } | null,
): Buffer {
  const clean = (name: string) => name.replace(/["\r\n]/g, '');
  const parts: Buffer[] = [];
  for (const [name, raw] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${clean(name)}"\r\n\r\n`),
      Buffer.from(raw ?? '', 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${clean(file.name)}"; filename="${clean(file.filename)}"\r\nContent-Type: audio/wav\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

/** A multipart form with the declared text fields and file field, or a broken one. */
function multipartOf(upload: NonNullable<EndpointDeclaration['upload']>, sampleFile: Uint8Array) {
  const fields = fieldsOf(upload.fields);
  const form = fc.record({
    fields: fc.record(
      Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, arbitraryOf(field).map(asText)])),
      { requiredKeys: [] },
    ),
    file: fc.option(
      fc.record({
        name: fc.constantFrom(upload.file, 'file', ''),
        bytes: fc.oneof(fc.constant(sampleFile), fc.uint8Array({ maxLength: 256 })),
      }),
    ),
  });
  return fc.oneof(
    {
      weight: 5,
      arbitrary: form.map(({ fields: values, file }) => ({
        payload: multipartBody(BOUNDARY, values, file && { ...file, filename: 'a.wav' }),
        type: `multipart/form-data; boundary=${BOUNDARY}`,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({ payload: Buffer.from('--broken'), type: `multipart/form-data; boundary=${BOUNDARY}` }),
    },
  );
}

/** A JSON body of the declared fields (typed, any of them left out, extra keys), or any JSON at all. */
function jsonOf(schema: z.ZodType) {
  const fields = fieldsOf(schema);
  const typed = Object.keys(fields).length > 0 ? arbitraryOf(schema) : anyJson;
  return fc
    .oneof(
      { weight: 5, arbitrary: typed },
      {
        weight: 1,
        arbitrary: fc
          .tuple(typed, fc.dictionary(fc.string({ maxLength: 8 }), anyText, { maxKeys: 2 }))
          .map(([body, extra]) => (body && typeof body === 'object' ? { ...extra, ...body } : body)),
      },
      { weight: 1, arbitrary: anyJson },
    )
    .map((body) => ({ payload: JSON.stringify(body) ?? 'null', type: 'application/json' }));
}

/** Requests to one declared endpoint; `known` gives values of path parameters by name, `sampleFile` a real upload. */
export function declaredRequests(
  declaration: EndpointDeclaration,
  known: KnownValues = {},
  sampleFile: Uint8Array = new Uint8Array(0),
): fc.Arbitrary<DeclaredRequest> {
  const paramFields = fieldsOf(declaration.params);
  const names = [...declaration.path.matchAll(/:([A-Za-z][A-Za-z0-9_]*)/g)].map((match) => match[1] as string);
  const segments = fc.tuple(...names.map((name) => segmentOf(paramFields[name], known[name] ?? [])));
  const body = declaration.body
    ? jsonOf(declaration.body)
    : declaration.upload
      ? multipartOf(declaration.upload, sampleFile)
      : fc.constant(undefined);
  const headerFields = fieldsOf(declaration.headers);
  const headers = fc.record(
    Object.fromEntries(
      Object.entries(headerFields).map(([key, field]) => [
        key,
        fc.oneof(arbitraryOf(field).map(asText), fc.constantFrom(...(known[key] ?? ['x']))),
      ]),
    ),
    { requiredKeys: [] },
  );
  return fc.tuple(segments, searchOf(declaration.query), body, headers).map(([values, search, sent, extra]) => {
    let index = 0;
    const path = declaration.path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, () => values[index++] ?? '');
    // Header values travel as Latin-1 text: characters beyond it are left out rather than refused by the client.
    const safeHeaders = Object.fromEntries(
      Object.entries(extra).map(([key, value]) => [
        key,
        [...(value ?? '')].filter((c) => c >= ' ' && c <= '\u00ff').join(''),
      ]),
    );
    return {
      url: `${path}${search}`,
      ...(sent && { payload: sent.payload }),
      headers: { ...safeHeaders, ...(sent && { 'content-type': sent.type }) },
    };
  });
}
