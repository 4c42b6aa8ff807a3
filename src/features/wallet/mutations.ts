import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { walletKeys } from './queries';

export interface AddFundsInput {
  amountCents: number;
  paymentMethodId: string;
}

/** One POST per call; never retried (a payment must not be sent twice). */
export function useAddFunds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddFundsInput) => unwrap(api.POST('/wallet/payments', { body })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: walletKeys.summary });
      void queryClient.invalidateQueries({ queryKey: walletKeys.transactions });
    },
  });
}
