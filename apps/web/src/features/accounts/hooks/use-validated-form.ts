import { type ChangeEvent, useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, fieldErrors, hasErrors } from '../../../shared/forms/field-errors';
import { useDescribeIssue } from '../lib/use-describe-issue';

/**
 * Form state checked against a contract schema for instant feedback: a field shows its
 * error once it was left with a value in it, or after the first submit attempt.
 */
export function useValidatedForm<K extends string>(schema: z.ZodType, initial: Record<K, string>) {
  const describe = useDescribeIssue();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<K>>({});

  const errors = useMemo(() => fieldErrors(schema, values, describe), [schema, values, describe]);

  const field = useCallback(
    (name: K) => ({
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        setServerErrors((current) => ({ ...current, [name]: undefined }));
      },
      onBlur: () => {
        if (values[name] !== '') setTouched((current) => ({ ...current, [name]: true }));
      },
      error: serverErrors[name] ?? (touched[name] || submitted ? errors[name] : undefined),
    }),
    [values, serverErrors, touched, submitted, errors],
  );

  /** Marks the form as submitted (all errors visible) and tells whether it may be sent. */
  const checkBeforeSubmit = useCallback(() => {
    setSubmitted(true);
    return !hasErrors(errors);
  }, [errors]);

  /** Applies a server VALIDATION_FAILED answer's per-field messages to known fields. */
  const applyServerErrors = useCallback(
    (byField: Record<string, string>) => {
      const known: FieldErrors<K> = {};
      for (const name of Object.keys(initial) as K[]) {
        const message = byField[name];
        if (message) known[name] = message;
      }
      setServerErrors(known);
    },
    [initial],
  );

  return { values, field, checkBeforeSubmit, applyServerErrors };
}
