// Typing a complete CEP asks GET /cep/{cep} (offline ranges, or the online service when the server
// has one) and fills what came back: the state always, city, street and neighbourhood when known.
// The cities of the chosen state come from GET /cep/city/{state}.
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GetCepResponse } from '@escola/contracts/get-cep';
import { normalizeCep } from '@escola/domain/cep';
import { fetchCep, fetchCities } from '../api/quiz-user';

export type CepStatus = 'idle' | 'searching' | 'filled' | 'state-only' | 'not-found';

export const useCities = (state: string) =>
  useQuery({
    queryKey: ['cep-cities', state],
    queryFn: () => fetchCities(state),
    enabled: state !== '',
    staleTime: Infinity,
  });

export const useCepFill = ({
  cep,
  onAddress,
}: {
  cep: string;
  onAddress: (address: GetCepResponse) => void;
}): CepStatus => {
  const [status, setStatus] = useState<CepStatus>('idle');
  const lastLookedUp = useRef<string | null>(null);
  const onAddressRef = useRef(onAddress);
  useEffect(() => {
    onAddressRef.current = onAddress;
  });
  const digits = normalizeCep(cep);

  useEffect(() => {
    if (digits === null || digits === lastLookedUp.current) return;
    lastLookedUp.current = digits;
    let current = true;
    setStatus('searching');
    fetchCep(digits).then(
      (address) => {
        if (!current) return;
        onAddressRef.current(address);
        setStatus(address.street === '' && address.city === '' ? 'state-only' : 'filled');
      },
      () => {
        if (current) setStatus('not-found');
      },
    );
    return () => {
      current = false;
    };
  }, [digits]);

  return digits === null ? 'idle' : status;
};
