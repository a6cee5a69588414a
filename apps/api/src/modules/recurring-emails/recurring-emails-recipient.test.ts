// "Quem recebe?": the recurring e-mails one person would receive today, and who may call the
// recurring e-mail routes at all.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECURRING_EMAILS_BY_RECIPIENT_MESSAGES } from '@escola/contracts/post-recurring-emails-get-emails-by-recipient';
import { classGroupMemberships } from '@escola/db/schema/class-group-memberships';
import { recurringEmails } from '@escola/db/schema/recurring-emails';
import { users } from '@escola/db/schema/users';
import { MESSAGES } from '../../messages';
import type { TestApp } from '../../testing/build-test-app';
import type { Caller } from '../../testing/request-as';
import {
  callAs,
  insertClassGroup,
  signedInAs,
  startTestAppAs,
} from '../class-groups/class-groups-test-helpers';
import { insertRecipients } from '../manual-emails/manual-emails-test-helpers';
import {
  RECURRING,
  insertRecurringEmail,
  validRecurringPayload,
} from './recurring-emails-test-helpers';

describe('recurring e-mails: who receives them', () => {
  let testApp: TestApp;
  let support: Caller & { userId: string };

  beforeAll(async () => ({ testApp, caller: support } = await startTestAppAs({ type: 'support' })));
  afterAll(async () => testApp.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    caller: Caller | null = support,
  ) => callAs({ testApp, caller, method, url, payload });

  it('answers the active e-mails whose audience includes the person', async () => {
    const [address = ''] = await insertRecipients({
      db: testApp.db,
      count: 1,
      prefix: 'quem',
      group: 'nacional-to',
    });
    const group = await insertClassGroup({ db: testApp.db });
    const [user] = await testApp.db.select().from(users).where(eq(users.email, address));
    await testApp.db
      .insert(classGroupMemberships)
      .values({ userId: user?.id ?? '', classGroupId: group.id });
    const everyone = await insertRecurringEmail({ db: testApp.db });
    const state = await insertRecurringEmail({
      db: testApp.db,
      overrides: { audienceKind: 'group', audienceValue: 'nacional-to' },
    });
    const classGroup = await insertRecurringEmail({
      db: testApp.db,
      overrides: { audienceKind: 'class-group', audienceValue: group.id },
    });
    const otherState = await insertRecurringEmail({
      db: testApp.db,
      overrides: { audienceKind: 'group', audienceValue: 'nacional-rr' },
    });
    const inactive = await insertRecurringEmail({
      db: testApp.db,
      overrides: { isActive: false, nextRunAt: null },
    });

    const response = await call('POST', RECURRING.byRecipient, {
      email: ` ${address.toUpperCase()} `,
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.recipient).toEqual({ id: user?.id, name: 'Aluna 1', email: address });
    expect(answer.isCampaignRecipient).toBe(true);
    const ids = answer.emails.map((email: { id: string }) => email.id);
    expect(ids).toEqual(expect.arrayContaining([everyone.id, state.id, classGroup.id]));
    expect(ids).not.toContain(otherState.id);
    expect(ids).not.toContain(inactive.id);

    // Unsubscribed: no campaign reaches them, whatever the audience.
    await testApp.db.update(users).set({ sendQuincyEmail: false }).where(eq(users.email, address));
    const unsubscribed = (await call('POST', RECURRING.byRecipient, { email: address })).json();
    expect(unsubscribed).toMatchObject({ isCampaignRecipient: false, emails: [] });
  });

  it('answers 404 for an e-mail no account uses, and 400 for one that is not an e-mail', async () => {
    const unknown = await call('POST', RECURRING.byRecipient, {
      email: 'ninguem@teste.escola.dev',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.recurringEmailRecipientNotFound);
    const malformed = await call('POST', RECURRING.byRecipient, { email: 'ninguem' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain(RECURRING_EMAILS_BY_RECIPIENT_MESSAGES.email);
  });

  describe('roles', () => {
    let learner: Caller;
    beforeAll(async () => {
      learner = await signedInAs({ testApp, type: 'student' });
    });
    const countEmails = async () => (await testApp.db.select().from(recurringEmails)).length;

    it.each([
      ['GET', RECURRING.list],
      ['POST', RECURRING.create],
      ['POST', RECURRING.byRecipient],
      ['PUT', RECURRING.edit(randomUUID())],
      ['PUT', RECURRING.toggle(randomUUID(), false)],
    ] as const)('%s %s: 403 for a learner, 401 for a visitor', async (method, url) => {
      const before = await countEmails();
      const payload = method === 'GET' ? undefined : validRecurringPayload();
      expect((await call(method, url, payload, learner)).statusCode).toBe(403);
      expect((await call(method, url, payload, null)).statusCode).toBe(401);
      expect(await countEmails()).toBe(before);
    });

    it('lets support create one', async () => {
      expect((await call('POST', RECURRING.create, validRecurringPayload())).statusCode).toBe(201);
    });
  });
});
