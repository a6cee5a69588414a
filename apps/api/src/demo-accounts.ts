// The demo school's accounts as the seed prints them (for the development start banner).
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoEmail } from '@escola/db/seed/demo-accounts';
import type { SeededAccount } from '@escola/db/seed/seed-demo-school';

export const listDemoAccounts = (): SeededAccount[] =>
  DEMO_ACCOUNTS.map((account) => ({
    name: account.name,
    email: demoEmail(account),
    password: DEMO_PASSWORD,
    type: account.type,
    access: account.access,
  }));
