// Unsubscribes once with the link's token when the page opens (React's double effect in
// development must not send it twice; a second call would be harmless, but pointless).
import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { unsubscribe } from '../api/unsubscribe';

export const useUnsubscribe = (token: string) => {
  const sentToken = useRef<string | null>(null);
  const mutation = useMutation({ mutationFn: unsubscribe });
  const { mutate } = mutation;

  useEffect(() => {
    if (token === '' || sentToken.current === token) return;
    sentToken.current = token;
    mutate({ token });
  }, [token, mutate]);

  return mutation;
};
