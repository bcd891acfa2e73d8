import type { z } from 'zod';

/**
 * localStorage can throw (private mode, disabled storage, quota). Every access goes
 * through these helpers so a broken storage degrades to "nothing stored".
 */
export function readString(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives only in memory for this page.
  }
}

export function removeKey(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export type JsonReadResult<T> = { kind: 'missing' } | { kind: 'invalid' } | { kind: 'ok'; value: T };

/** Reads a JSON value and checks it against a schema; corrupt or foreign data is reported as invalid. */
export function readJson<S extends z.ZodType>(key: string, schema: S): JsonReadResult<z.output<S>> {
  const raw = readString(key);
  if (raw === null) return { kind: 'missing' };
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? { kind: 'ok', value: parsed.data } : { kind: 'invalid' };
  } catch {
    return { kind: 'invalid' };
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}
