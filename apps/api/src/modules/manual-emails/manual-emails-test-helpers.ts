// Helpers of the manual e-mail tests: a valid payload, e-mails and recipients written straight into
// the database.
import { sql } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { manualEmails, type NewManualEmail } from '@escola/db/schema/manual-emails';

export const HOUR_MS = 60 * 60 * 1000;

export const validEmailPayload = (overrides: Record<string, unknown> = {}) => ({
  data: {
    subject: `Novidades para {{nome}} ${Math.random().toString(36).slice(2, 8)}`,
    body: 'Olá, {{nome}}!\n\nNovos desafios em [sua trilha]({{link}}).',
    audience: { kind: 'all', value: '' },
  },
  sendDate: new Date(Date.now() + 24 * HOUR_MS).toISOString(),
  ...overrides,
});

export const insertManualEmail = async ({
  db,
  overrides = {},
}: {
  db: Database;
  overrides?: Partial<NewManualEmail>;
}) => {
  const [row] = await db
    .insert(manualEmails)
    .values({
      subject: `E-mail ${Math.random().toString(36).slice(2, 8)}`,
      body: 'Olá, {{nome}}!',
      audienceKind: 'all',
      audienceValue: '',
      sendAt: new Date(Date.now() + HOUR_MS),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('e-mail de teste não criado');
  return row;
};

/**
 * `count` learners who receive campaigns (verified, consenting), written in one statement, with
 * e-mails `{prefix}-{n}@teste.escola.dev`; `group` as their group. Answers their addresses.
 */
export const insertRecipients = async ({
  db,
  count,
  prefix,
  group = '',
}: {
  db: Database;
  count: number;
  prefix: string;
  group?: string;
}): Promise<string[]> => {
  await db.execute(sql`
    insert into users (username, email, name, email_verified, send_quincy_email, user_group)
    select ${prefix} || '-' || n, ${prefix} || '-' || n || '@teste.escola.dev', 'Aluna ' || n,
      true, true, ${group}
    from generate_series(1, ${count}) as n`);
  return Array.from({ length: count }, (_, index) => `${prefix}-${index + 1}@teste.escola.dev`);
};
