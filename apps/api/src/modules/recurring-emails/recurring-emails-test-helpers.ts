// Helpers of the recurring e-mail tests: a valid payload, the paths, and a recurring e-mail
// written straight into the database (with its "created" change-log entry).
import type { Database } from '@escola/db/client';
import {
  recurringEmailChanges,
  recurringEmails,
  type NewRecurringEmail,
} from '@escola/db/schema/recurring-emails';

export const RECURRING = {
  list: '/api/recurringEmails/get-emails',
  create: '/api/recurringEmails/new-email',
  byRecipient: '/api/recurringEmails/get-emails-by-recipient',
  edit: (id: string) => `/api/recurringEmails/edit-email/${id}`,
  toggle: (id: string, isActive: boolean | string) =>
    `/api/recurringEmails/toggle-active/${id}?isActive=${isActive}`,
} as const;

export const validRecurringPayload = (data: Record<string, unknown> = {}) => ({
  data: {
    subject: `Resumo da semana para {{nome}} ${Math.random().toString(36).slice(2, 8)}`,
    body: 'Olá, {{nome}}!\n\nVeja o que há de novo na [sua trilha]({{link}}).',
    audience: { kind: 'all', value: '' },
    schedule: { weekday: 1, time: '09:00' },
    ...data,
  },
});

export const insertRecurringEmail = async ({
  db,
  overrides = {},
}: {
  db: Database;
  overrides?: Partial<NewRecurringEmail>;
}) => {
  const [row] = await db
    .insert(recurringEmails)
    .values({
      subject: `Recorrente ${Math.random().toString(36).slice(2, 8)}`,
      body: 'Olá, {{nome}}!',
      audienceKind: 'all',
      audienceValue: '',
      weekday: 1,
      time: '09:00',
      nextRunAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('e-mail recorrente de teste não criado');
  await db.insert(recurringEmailChanges).values({
    recurringEmailId: row.id,
    kind: 'created',
    data: {
      subject: row.subject,
      body: row.body,
      audience: { kind: row.audienceKind, value: row.audienceValue },
      schedule: { weekday: row.weekday, time: row.time },
    },
  });
  return row;
};
