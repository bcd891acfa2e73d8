import type { ModelPreparing } from '@tolk/contracts/models';

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
  | 'cancelled' // the caller gave up before the deadline: says nothing about the engine
  | 'preparing'; // a local engine's model is being downloaded (ModelPreparingError): retry when it is in

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

/**
 * A local engine's model is being downloaded for this request (engines/prepare-model.ts): the chain
 * goes on to the next engine, and when none answers the learner is told how far the download is
 * (MODEL_PREPARING, 503 with Retry-After) instead of a dead end.
 */
export class ModelPreparingError extends EngineError {
  constructor(
    engine: string,
    readonly preparing: ModelPreparing,
  ) {
    super(engine, 'preparing', `${preparing.modelId} is being downloaded`);
    this.name = 'ModelPreparingError';
  }
}
