/**
 * useMutation with a synchronous guard: `run` sends nothing while a request of this mutation is in
 * flight, so a double click or Enter pressed twice makes one request. Writes are never retried
 * (the query client's mutation default).
 */
import { useMutation, type MutateOptions, type UseMutationOptions } from '@tanstack/react-query';
import { useRef } from 'react';

export function useGuardedMutation<TData, TVariables>(
  options: UseMutationOptions<TData, Error, TVariables>,
) {
  const mutation = useMutation({ ...options, retry: 0 });
  const sending = useRef(false);
  const run = (variables: TVariables, callbacks?: MutateOptions<TData, Error, TVariables>) => {
    if (sending.current) return;
    sending.current = true;
    mutation.mutate(variables, {
      ...callbacks,
      onSettled: (...args) => {
        sending.current = false;
        callbacks?.onSettled?.(...args);
      },
    });
  };
  return { ...mutation, run };
}
