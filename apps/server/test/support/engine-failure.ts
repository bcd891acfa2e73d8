import { expect } from 'vitest';
import { EngineError } from '../../src/engines/engine-error';

/** The EngineError a call was rejected with; fails the test when it resolved or threw something else. */
export async function failureOf(promise: Promise<unknown>): Promise<EngineError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}
