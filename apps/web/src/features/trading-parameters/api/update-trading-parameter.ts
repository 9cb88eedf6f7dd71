import { endpoints } from '@signaldesk/contracts/endpoints';
import type { TradingParameter } from '@signaldesk/contracts/trading-parameters';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { parameterKeys } from './query-keys';

export async function updateTradingParameter(key: string, value: string): Promise<TradingParameter> {
  const body = await callEndpoint(endpoints.updateParameter, { params: { key }, body: { value } });
  return body.data;
}

/** Saves one parameter, then puts the saved value in the list and reloads the recent changes and the origin. */
export function useUpdateTradingParameter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: string }) => updateTradingParameter(key, value),
    onSuccess: (saved) => {
      queryClient.setQueryData<TradingParameter[]>(parameterKeys.list(), (parameters) =>
        parameters?.map((parameter) => (parameter.key === saved.key ? saved : parameter)),
      );
      void queryClient.invalidateQueries({ queryKey: parameterKeys.changes() });
      void queryClient.invalidateQueries({ queryKey: parameterKeys.origin() });
    },
  });
}
