// Look-ups of the users area: an account's status by e-mail (staff) and whether the account of a
// CPF has a password (the national registration flow).
import type { Database } from '@escola/db/client';
import { getAccountStatus, type AccountStatus } from '@escola/domain/inactivity';
import { findPasswordPresenceByCpf, findStatusFactsByEmail } from './repository';

export const getStatusByEmail = async ({
  db,
  email,
}: {
  db: Database;
  email: string;
}): Promise<AccountStatus> => {
  const facts = await findStatusFactsByEmail({ db, email });
  return facts ? getAccountStatus(facts) : 'not-found';
};

/** `cpf`: 11 digits (normalizeCpf). An unknown CPF answers false, like an account without password (no registry probing). */
export const hasPasswordByCpf = async ({ db, cpf }: { db: Database; cpf: string }) =>
  (await findPasswordPresenceByCpf({ db, cpf })) ?? false;
