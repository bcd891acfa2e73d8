import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { modelsEndpoints } from '@tolk/contracts/endpoints/models';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** How often the list is read again while something downloads. */
const POLL_MS = 1000;

/** Every installable model and dictionary, the disk budget and the policy. */
export const modelsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'models'],
    queryFn: ({ signal }) => callEndpoint(modelsEndpoints.listModels, { signal }),
    refetchInterval: (query) =>
      query.state.data?.models.some((model) => model.state === 'downloading') ? POLL_MS : false,
  });

export function useModels() {
  return useQuery(modelsQueryOptions());
}

/** Starts an install (202) or removes a model (cancelling its download); the list is read again either way. */
export function useModelAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'install' | 'remove' }) =>
      action === 'install'
        ? callEndpoint(modelsEndpoints.installModel, { params: { id } })
        : callEndpoint(modelsEndpoints.removeModel, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: modelsQueryOptions().queryKey }),
  });
}
