/**
 * Why an engine call failed. The chain falls through to the next engine on any of these
 * and logs it; only when every engine failed does the caller see an AppError.
 */
export type EngineFailure =
  | 'unreachable' // connection refused, DNS, reset
  | 'timeout' // no answer within the engine's time limit
  | 'rejected' // the provider answered 4xx (bad key, quota, unsupported input)
  | 'provider-error' // the provider answered 5xx
  | 'malformed' // an answer we cannot use (wrong JSON shape, empty text, undecodable audio)
  | 'unsupported' // the engine does not serve this language or pair
  | 'busy' // the deadline passed in the line for a slot (or the line left too little of it): says nothing about the engine
  | 'cooling-down' // skipped without a call: it failed a moment ago (its circuit breaker is open)
  | 'cancelled'; // the caller gave up before the deadline: says nothing about the engine

export class EngineError extends Error {
  constructor(
    readonly engine: string,
    readonly failure: EngineFailure,
    message: string,
    readonly httpStatus?: number,
  ) {
    super(`${engine}: ${message}`);
    this.name = 'EngineError';
  }
}
