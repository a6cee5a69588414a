// The demo school's accounts as the seed prints them (for the development start banner).
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoEmail } from '@escola/db/seed/demo-accounts';
import { formatAccountsTable } from '@escola/db/seed/format-accounts-table';
import type { SeededAccount } from '@escola/db/seed/seed-demo-school';

export const listDemoAccounts = (): SeededAccount[] =>
  DEMO_ACCOUNTS.map((account) => ({
    name: account.name,
    email: demoEmail(account),
    password: DEMO_PASSWORD,
    type: account.type,
    access: account.access,
  }));

/** The accounts as a table, for the start banners (development, and `npm start`'s first run). */
export const demoAccountsTable = (): string => formatAccountsTable(listDemoAccounts());
