import { isUnsafeTextIssue } from '@tolk/contracts/safe-text';
import type { z } from 'zod';

/** What a failed rule was about, independent of the contract's English message. */
export type IssueKind = 'required' | 'invalid' | 'tooShort' | 'tooLong' | 'mismatch' | 'unsafeText';

export interface FieldIssue {
  field: string;
  kind: IssueKind;
  /** The contract's own message, a fallback when no translation exists. */
  message: string;
  min?: number;
  max?: number;
}

function toFieldIssue(issue: z.core.$ZodIssue): FieldIssue {
  const field = issue.path.map(String).join('.');
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      return { field, kind: min <= 1 ? 'required' : 'tooShort', message: issue.message, min };
    }
    case 'too_big':
      return { field, kind: 'tooLong', message: issue.message, max: Number(issue.maximum) };
    case 'invalid_type':
      return { field, kind: 'required', message: issue.message };
    case 'custom':
      // NUL or a broken character: the same words for every field.
      if (isUnsafeTextIssue(issue)) return { field, kind: 'unsafeText', message: issue.message };
      return { field, kind: 'mismatch', message: issue.message };
    default:
      return { field, kind: 'invalid', message: issue.message };
  }
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * Runs a contract schema over form values and returns the first message per field,
 * translated by `describe`. An empty object means the values are valid.
 */
export function fieldErrors<K extends string>(
  schema: z.ZodType,
  values: Record<K, string>,
  describe: (issue: FieldIssue) => string,
): FieldErrors<K> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const fieldIssue = toFieldIssue(issue);
    if (!(fieldIssue.field in errors)) errors[fieldIssue.field] = describe(fieldIssue);
  }
  return errors as FieldErrors<K>;
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
