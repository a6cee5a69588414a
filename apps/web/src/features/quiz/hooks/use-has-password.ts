// GET /api/users/has-password?cpf= for a valid CPF typed in the national form: an account of this
// CPF with a password means "você já tem senha: entre".
import { useQuery } from '@tanstack/react-query';
import { normalizeCpf } from '@escola/domain/validation';
import { fetchHasPassword } from '../api/quiz-user';

export const useHasPassword = (cpf: string): boolean => {
  const digits = normalizeCpf(cpf);
  const query = useQuery({
    queryKey: ['has-password', digits],
    queryFn: () => fetchHasPassword(digits ?? ''),
    enabled: digits !== null,
    retry: false,
    staleTime: 60_000,
  });
  return digits !== null && query.data?.hasPassword.hasPassword === true;
};
