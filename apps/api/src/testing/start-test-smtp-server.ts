// Test helper: a real SMTP server (smtp-server) on a free localhost port that parses every message
// it receives with mailparser, so tests read the e-mail exactly as a mail client would.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const WAIT_STEP_MS = 20;
const WAIT_LIMIT_MS = 5_000;

/** An SMTP refusal for a recipient: e.g. 451 (try later) or 550 (no such mailbox). */
export type SmtpRefusal = { code: number; message: string };

export const startTestSmtpServer = async ({
  onMessage,
  refuse = () => undefined,
}: {
  /** Called with every message as it arrives (the e2e run writes them where tests can read). */
  onMessage?: (message: ParsedMail) => void;
  /** The refusal for a recipient address (RCPT TO), or undefined to accept it. */
  refuse?: (address: string) => SmtpRefusal | undefined;
} = {}) => {
  const messages: ParsedMail[] = [];
  /** When each message was accepted (Date.now()), in the order of `messages`. */
  const receivedAt: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo: (address, _session, callback) => {
      const refusal = refuse(address.address);
      if (!refusal) return callback();
      const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
      return callback(error);
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((message) => {
          messages.push(message);
          receivedAt.push(Date.now());
          onMessage?.(message);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const recipientsOf = (message: ParsedMail): string[] => {
    const addresses = Array.isArray(message.to) ? message.to : message.to ? [message.to] : [];
    return addresses.flatMap((address) => address.value.map((entry) => entry.address ?? ''));
  };

  /** The latest message sent to `to`, waiting for it to arrive. */
  const waitForMail = async ({ to }: { to: string }): Promise<ParsedMail> => {
    for (let waited = 0; waited <= WAIT_LIMIT_MS; waited += WAIT_STEP_MS) {
      const found = messages.findLast((message) => recipientsOf(message).includes(to));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
    throw new Error(`nenhum e-mail chegou para ${to}`);
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    receivedAt,
    recipientsOf,
    waitForMail,
    /** Messages sent to `to` so far. */
    mailsTo: (to: string) => messages.filter((message) => recipientsOf(message).includes(to)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type TestSmtpServer = Awaited<ReturnType<typeof startTestSmtpServer>>;

/** The first link of the message's text part that starts with `prefix`. */
export const findLink = ({ mail, prefix }: { mail: ParsedMail; prefix: string }): string => {
  const link = (mail.text ?? '').split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`o e-mail não tem link ${prefix}`);
  return link;
};
