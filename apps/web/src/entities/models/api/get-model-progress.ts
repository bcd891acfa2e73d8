import { queryOptions, useQuery } from '@tanstack/react-query';
import { modelProgressEndpoints } from '@tolk/contracts/endpoints/model-progress';
import type { ModelPreparing } from '@tolk/contracts/model-preparing';
import type { ModelProgress } from '@tolk/contracts/model-progress';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** How often a learner waiting for a model asks how far its download is. */
const POLL_MS = 2000;

export function getModelProgress(id: string, signal?: AbortSignal): Promise<ModelProgress> {
  return callEndpoint(modelProgressEndpoints.modelProgress, { params: { id }, signal });
}

export const modelProgressQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['models', id, 'progress'],
    queryFn: ({ signal }) => getModelProgress(id, signal),
    // Asked again while it downloads; once installed or failed it stays as it is.
    refetchInterval: (query) => (query.state.data?.state === 'downloading' ? POLL_MS : false),
  });

/**
 * The progress of a model a request is waiting for: starts from what the MODEL_PREPARING answer said
 * and polls GET /api/models/:id while it downloads. Pass null when nothing is being prepared.
 */
export function useModelProgress(preparing: ModelPreparing | null) {
  return useQuery({
    ...modelProgressQueryOptions(preparing?.modelId ?? ''),
    enabled: preparing !== null,
    // What the refusal said: it is being downloaded (the first poll tells more).
    initialData: preparing ? { ...preparing, state: 'downloading' as const } : undefined,
    initialDataUpdatedAt: 0,
  });
}
