// `npm run bench:email`: issue 20's campaign figures on the database `npm run bench:admin:seed`
// made (a million users). Never changes that database's own tables: the campaign tables are
// created in a schema of their own (`bench_email`, first on the search path, from the SQL of
// migrations 0019 and 0021) and dropped at the end, so the delivery's queries run as written against the seeded users.
//  - enqueue: a campaign for the access level with the most recipients (limited_nacional, about
//    108,000 in the seed) is started — its recipients written in one INSERT … SELECT, status set
//    to sending — and timed (budget ≤ 10 s for 100,000; the figure is also given per 100,000);
//  - throughput: the real delivery (one transaction per message, committed after the SMTP server
//    accepted it) sends SEND_COUNT of them to an SMTP sink on localhost through the API's own
//    mailer, with the spec's pacing removed (batch interval 0): messages per second is printed.
// Exits 1 only if something fails.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createDatabase } from '@escola/db/client';
import { MIGRATIONS_FOLDER } from '@escola/db/migrate';
import { emailDeliveries, manualEmails } from '@escola/db/schema/manual-emails';
import { sendBatch, startDueEmails } from '@escola/api/modules/manual-emails/delivery';
import { mailerPlugin } from '@escola/api/plugins/mailer';
import { EMAIL_BATCH_INTERVAL_MS, EMAIL_BATCH_SIZE } from '@escola/domain/constants';
import { adminBenchDatabaseUrl } from './admin-fixture';
import { formatMs } from './lib/run-load';

const SCHEMA = 'bench_email';
/** The migrations that create the campaign tables (manual e-mails; recurring ones and their runs). */
const MIGRATION_FILES = ['0019_manual_emails.sql', '0021_recurring_emails.sql'];
const AUDIENCE = { kind: 'access', value: 'limited_nacional' } as const;
const BUDGET_ENQUEUE_MS = 10_000;
const TARGET_ROWS = 100_000;
const SEND_COUNT = 5_000;
const NO_PAUSE = { batchSize: EMAIL_BATCH_SIZE, batchIntervalMs: 0 };

const line = (label: string, figures: string) => console.log(`  ${label.padEnd(52)} ${figures}`);
const thousands = (value: number) => value.toLocaleString('pt-BR');

/** The database URL with the bench's schema first on every connection's search path. */
const withSearchPath = (url: string) => {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${SCHEMA},public`);
  return parsed.href;
};

/** An SMTP server that accepts everything and only counts. */
const startSink = async () => {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, _session, callback) => {
      stream.on('end', () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const createCampaignTables = async (execute: (query: string) => Promise<unknown>) => {
  await execute(`drop schema if exists ${SCHEMA} cascade`);
  await execute(`create schema ${SCHEMA}`);
  for (const file of MIGRATION_FILES) {
    const migration = await readFile(path.join(MIGRATIONS_FOLDER, file), 'utf8');
    // Foreign keys between the e-mail tables name them in `public`: here they live in the bench's
    // schema (those to `users` stay in `public`).
    const statements = migration
      .replaceAll('"public"."manual_emails"', `"${SCHEMA}"."manual_emails"`)
      .replaceAll('"public"."recurring_emails"', `"${SCHEMA}"."recurring_emails"`)
      .split('--> statement-breakpoint');
    for (const statement of statements) {
      if (statement.trim() !== '') await execute(statement);
    }
  }
};

const main = async () => {
  const handle = await createDatabase({ url: withSearchPath(adminBenchDatabaseUrl()) });
  const db = handle.db;
  const execute = (query: string) => db.execute(sql.raw(query));
  const sink = await startSink();
  const mailApp = Fastify({ logger: false });
  await mailApp.register(mailerPlugin, {
    smtpUrl: sink.url,
    mailFrom: 'Escola de Código <nao-responda@escola.dev>',
    mailDirectory: '/nonexistent',
  });
  await mailApp.ready();
  let failed = false;
  try {
    await createCampaignTables(execute);
    console.log(`bench:email — base ${adminBenchDatabaseUrl().replace(/\/\/[^@]*@/, '//')}`);

    const [email] = await db
      .insert(manualEmails)
      .values({
        subject: 'Novidades da semana, {{nome}}',
        body: '# Olá, {{nome}}!\n\nNovos desafios esperam por você em [sua trilha]({{link}}).\n\n- Lógica\n- HTML e CSS\n- React',
        audienceKind: AUDIENCE.kind,
        audienceValue: AUDIENCE.value,
        sendAt: new Date(Date.now() - 1000),
      })
      .returning();
    if (!email) throw new Error('e-mail do benchmark não criado');

    const enqueueStart = performance.now();
    await startDueEmails({ db });
    const enqueueMs = performance.now() - enqueueStart;
    const [started] = await db.select().from(manualEmails).where(eq(manualEmails.id, email.id));
    const recipients = started?.recipientCount ?? 0;
    if (started?.status !== 'sending' || recipients === 0) throw new Error('campanha não começou');
    const perTarget = (enqueueMs * TARGET_ROWS) / recipients;
    console.log('\nEnfileirar (gravar os destinatários de uma campanha):');
    line(`${thousands(recipients)} destinatários (${AUDIENCE.value})`, formatMs(enqueueMs));
    line(
      `por ${thousands(TARGET_ROWS)} (orçamento ${formatMs(BUDGET_ENQUEUE_MS)})`,
      `${formatMs(perTarget)} — ${perTarget <= BUDGET_ENQUEUE_MS ? 'dentro do orçamento' : 'ACIMA do orçamento'}`,
    );

    const context = {
      db,
      send: mailApp.mailer.send,
      publicUrl: 'https://escola.dev',
      secret: 'segredo-do-benchmark-de-e-mails-com-32-caracteres',
    };
    const sendStart = performance.now();
    let handled = 0;
    while (handled < SEND_COUNT) {
      const sent = await sendBatch({ ...context, pacing: NO_PAUSE });
      if (sent === 0) break;
      handled += sent;
    }
    const sendMs = performance.now() - sendStart;
    const [counted] = await db
      .select({ sent: sql<number>`count(*)::int` })
      .from(emailDeliveries)
      .where(sql`${emailDeliveries.status} = 'sent'`);
    if (counted?.sent !== handled || sink.received() !== handled) {
      throw new Error(
        `enviados ${handled}, marcados ${counted?.sent}, recebidos ${sink.received()}`,
      );
    }
    const perSecond = (handled * 1000) / sendMs;
    console.log('\nEnvio sem o ritmo da especificação (intervalo 0, um processo, SMTP local):');
    line(`${thousands(handled)} e-mails enviados e marcados`, formatMs(sendMs));
    line('vazão', `${Math.round(perSecond)} e-mails/s`);
    line(
      `${thousands(TARGET_ROWS)} e-mails a essa vazão`,
      `${(TARGET_ROWS / perSecond / 60).toFixed(1)} min`,
    );
    line(
      'com o ritmo da especificação (50 a cada 5 s)',
      `${(((TARGET_ROWS / EMAIL_BATCH_SIZE) * EMAIL_BATCH_INTERVAL_MS) / 3_600_000).toFixed(1)} h por ${thousands(TARGET_ROWS)}`,
    );
  } catch (error) {
    failed = true;
    console.error(error);
  } finally {
    await execute(`drop schema if exists ${SCHEMA} cascade`).catch((error: unknown) => {
      failed = true;
      console.error(error);
    });
    await mailApp.close();
    await sink.close();
    await handle.close();
  }
  if (failed) process.exit(1);
};

await main();
