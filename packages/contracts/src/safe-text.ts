import { z } from 'zod';

/**
 * Characters no request text may carry: NUL, which PostgreSQL refuses in a text column (the insert
 * would fail), and a lone UTF-16 surrogate, which no UTF-8 encoding can hold (it would be stored as
 * U+FFFD, silently changing the text, or break a JSON column).
 */
const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Marks the issue so a client can translate it without matching the English message. */
export const UNSAFE_TEXT_PARAM = 'unsafeText';

export function hasUnsafeCharacters(value: string): boolean {
  return value.includes(NUL) || LONE_SURROGATE.test(value);
}

export function unsafeTextMessage(label: string): string {
  return `${label} must not contain NUL characters or broken (unpaired) Unicode characters`;
}

/** True for a zod issue raised by safeString's refinement. */
export function isUnsafeTextIssue(issue: { code: string; params?: Record<string, unknown> }): boolean {
  return issue.code === 'custom' && issue.params?.[UNSAFE_TEXT_PARAM] === true;
}

/**
 * The one string schema every request text field starts from: a body, query, path or multipart
 * field. `label` names the field in the refusal; `params` are z.string()'s own (the message for a
 * missing or non-string value). The refinement runs first, so its message is the field's first.
 */
export function safeString(label: string, params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !hasUnsafeCharacters(value), {
    message: unsafeTextMessage(label),
    params: { [UNSAFE_TEXT_PARAM]: true },
  });
}
