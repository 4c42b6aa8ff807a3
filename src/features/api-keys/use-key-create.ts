import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCreateApiKey } from './mutations';
import type { ApiKey, ApiKeyCreate, ApiKeyCreated } from './queries';
import { beforeCreate, isUnknownOutcome, type UnknownCreate } from './unknown-create';

/**
 * Creating a key, as the create dialog and the replace wizard both do it: one send per press, and a
 * create whose answer was cut (outcome unknown) takes the create away until the key list has been
 * read (`check`, for CheckKeyList): the list shows the key with its token lost (`lost`), or no such
 * key (`absent`: creating is allowed again). The token is returned to the caller and the mutation
 * reset, so no cache keeps it.
 */
export function useKeyCreate() {
  const mutation = useCreateApiKey();
  const queryClient = useQueryClient();
  const [unknown, setUnknown] = useState<UnknownCreate | null>(null);
  const [lost, setLost] = useState<ApiKey | null>(null);
  const [absent, setAbsent] = useState<string | null>(null);
  const sending = useRef(false);

  /** Sends the create unless one is under way or unsettled; the created key, or undefined (`onError` has the failure). */
  async function create(
    body: ApiKeyCreate,
    onError?: (error: unknown) => void,
  ): Promise<ApiKeyCreated | undefined> {
    if (sending.current || unknown || lost) return undefined;
    setAbsent(null);
    sending.current = true;
    const pending = beforeCreate(queryClient, body.name);
    try {
      const created = await mutation.mutateAsync(body);
      mutation.reset();
      return created;
    } catch (error) {
      // The failure itself is shown from mutation.error.
      if (isUnknownOutcome(error)) setUnknown(pending);
      onError?.(error);
      return undefined;
    } finally {
      sending.current = false;
    }
  }

  /** The form closes: once the list showed the key with its lost token, the next create starts afresh. */
  function close() {
    mutation.reset();
    if (lost) {
      setLost(null);
      setUnknown(null);
    }
    setAbsent(null);
  }

  const check =
    unknown && !lost
      ? {
          pending: unknown,
          onFound: setLost,
          onAbsent: () => {
            mutation.reset();
            setUnknown(null);
            setAbsent(unknown.name);
          },
        }
      : null;

  return {
    mutation,
    create,
    close,
    unknown,
    lost,
    absent,
    check,
    blocked: Boolean(unknown || lost),
  };
}
