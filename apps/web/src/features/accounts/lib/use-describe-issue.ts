import type { ParseKeys } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldIssue, IssueKind } from '../../../shared/forms/field-errors';

/** Translated messages for the rules of the contract schemas `LoginRequest` and `RegisterForm`. */
const MESSAGES: Record<string, Partial<Record<IssueKind, ParseKeys>>> = {
  email: {
    required: 'validation.email.required',
    invalid: 'validation.email.invalid',
    tooLong: 'validation.email.tooLong',
  },
  password: {
    required: 'validation.password.required',
    tooShort: 'validation.password.tooShort',
    tooLong: 'validation.password.tooLong',
  },
  name: { required: 'validation.name.required', tooLong: 'validation.name.tooLong' },
  confirmPassword: { required: 'validation.confirmPassword.required', mismatch: 'validation.confirmPassword.mismatch' },
};

export function useDescribeIssue(): (issue: FieldIssue) => string {
  const { t } = useTranslation();
  return useCallback(
    (issue: FieldIssue) =>
      issue.kind === 'unsafeText'
        ? t('validation.unsafeText')
        : t(MESSAGES[issue.field]?.[issue.kind] ?? 'validation.invalid', { min: issue.min, max: issue.max }),
    [t],
  );
}
