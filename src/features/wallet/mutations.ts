import { useQueryClient } from '@tanstack/react-query';
import { apiCall, send } from '@/api/api-call';
import { useGuardedMutation } from '@/components/write/guarded-mutation';
import { pathKey } from '@/api/cache/call-query';

export interface AddFundsInput {
  amountCents: number;
  paymentMethodId: string;
}

export const addFundsCall = (body: AddFundsInput) => apiCall('post', '/wallet/payments', { body });

/** One POST per call; never retried (a payment must not be sent twice). */
export function useAddFunds() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: AddFundsInput) => send(addFundsCall(body)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: pathKey('/wallet/summary') });
      void queryClient.invalidateQueries({ queryKey: pathKey('/wallet/transactions') });
    },
  });
}
