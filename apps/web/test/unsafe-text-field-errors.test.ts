import { RegisterRequest } from '@tolk/contracts/accounts';
import { describe, expect, it } from 'vitest';
import { type FieldIssue, fieldErrors } from '../src/shared/forms/field-errors';
import { readEnglishCatalog } from './support/catalogs';

const en = readEnglishCatalog();

describe('form errors for NUL and broken characters', () => {
  it('are their own kind of issue, so every field shows the catalog words for them', () => {
    const seen: FieldIssue[] = [];
    const errors = fieldErrors(
      RegisterRequest,
      { email: 'ann@example.test', password: 'secret\u0000-42', name: 'Ann\uD800' },
      (issue) => {
        seen.push(issue);
        return issue.kind === 'unsafeText' ? en.validation.unsafeText : issue.message;
      },
    );
    expect(seen.map((issue) => [issue.field, issue.kind])).toEqual([
      ['password', 'unsafeText'],
      ['name', 'unsafeText'],
    ]);
    expect(errors).toEqual({ password: en.validation.unsafeText, name: en.validation.unsafeText });
  });
});
