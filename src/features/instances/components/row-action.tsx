import { useRef, useState } from 'react';
import { ErrorView } from '@/components/ui/error-view';
import { useInstanceAction } from '../mutations';
import { actionDone, type InstanceAction } from '../status';
import type { Instance } from '../types';
import { isolate } from '@/lib/isolate';

export interface RowActionState {
  run: (instance: Instance, action: Exclude<InstanceAction, 'destroy'>) => void;
  announce: (message: string) => void;
  busyId: string | undefined;
  message: string | undefined;
  error: { name: string; error: unknown } | undefined;
}

/** One row action at a time from the list's menus, with its outcome in words. */
export function useRowAction(): RowActionState {
  const mutation = useInstanceAction();
  const [message, setMessage] = useState<string | undefined>();
  const [error, setError] = useState<{ name: string; error: unknown } | undefined>();
  const sending = useRef(false);
  return {
    busyId: mutation.isPending ? mutation.variables?.id : undefined,
    message,
    error,
    announce: (text) => {
      setError(undefined);
      setMessage(text);
    },
    run: (instance, action) => {
      if (sending.current) return;
      sending.current = true;
      setMessage(undefined);
      setError(undefined);
      mutation.mutate(
        { id: instance.id, action },
        {
          onSuccess: (result) =>
            setMessage(actionDone(isolate(result.name), action, result.status)),
          onError: (cause) => setError({ name: instance.name, error: cause }),
          onSettled: () => {
            sending.current = false;
          },
        },
      );
    },
  };
}

export function RowActionNotice({ state }: { state: RowActionState }) {
  if (state.error) {
    return (
      <div className="mb-3">
        <p className="mb-1 text-sm font-medium">{state.error.name}:</p>
        <ErrorView error={state.error.error} />
      </div>
    );
  }
  return (
    <p role="status" className="mb-2 min-h-5 text-sm text-success">
      {state.message}
    </p>
  );
}
