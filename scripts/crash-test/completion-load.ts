// The crash test's client: real HTTP over a keep-alive agent, a bounded number of requests in
// flight, and the outcome of every request kept (acknowledged with its answer, refused, lost with
// the connection, or never sent).
import http from 'node:http';
import { randomClientAddress } from '../../bench/lib/run-load';

const REQUEST_TIMEOUT_MS = 30_000;
const COMPLETION_PATH = '/modern-challenge-completed';

type HttpAnswer = { status: number; body: unknown; setCookies: string[] };

/** Every request names a client address of its own (the server trusts the proxy header), so the
 * per-IP limits see many learners, as in the benches. */
const requestJson = ({
  agent,
  url,
  method,
  headers = {},
  body,
}: {
  agent: http.Agent;
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
}) =>
  new Promise<HttpAnswer>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      url,
      {
        agent,
        method,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          ...headers,
          'x-forwarded-for': randomClientAddress(),
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('close', () => {
          if (!response.complete) reject(new Error('resposta interrompida'));
        });
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // Not JSON: kept as text for the report.
          }
          resolve({
            status: response.statusCode ?? 0,
            body: parsed,
            setCookies: response.headers['set-cookie'] ?? [],
          });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('tempo esgotado')));
    request.on('error', reject);
    request.end(payload);
  });

export const createAgent = (maxSockets: number) => new http.Agent({ keepAlive: true, maxSockets });

export type Session = { cookie: string; csrfToken: string };

export const signIn = async ({
  agent,
  baseUrl,
  email,
  password,
}: {
  agent: http.Agent;
  baseUrl: string;
  email: string;
  password: string;
}): Promise<Session> => {
  const answer = await requestJson({
    agent,
    url: `${baseUrl}/signin-local`,
    method: 'POST',
    body: { email, password },
  });
  if (answer.status !== 200) throw new Error(`entrada de ${email} falhou: ${answer.status}`);
  const cookies = answer.setCookies.map((cookie) => cookie.split(';')[0] ?? '');
  const csrf = cookies.find((cookie) => cookie.startsWith('csrf_token='));
  return { cookie: cookies.join('; '), csrfToken: csrf?.slice('csrf_token='.length) ?? '' };
};

/** The learner's points as the server answers them (GET /user/get-session-user); null if not 200. */
export const readSessionPoints = async ({
  agent,
  baseUrl,
  session,
}: {
  agent: http.Agent;
  baseUrl: string;
  session: Session;
}): Promise<number | null> => {
  const answer = await requestJson({
    agent,
    url: `${baseUrl}/user/get-session-user`,
    method: 'GET',
    headers: { cookie: session.cookie },
  });
  if (answer.status !== 200) return null;
  const { user, result } = answer.body as {
    user: Record<string, { points?: number }>;
    result: string;
  };
  return user[result]?.points ?? null;
};

export type PlannedCompletion = { learner: number; challengeId: string };
export type CompletionAnswer = { points: number; completedDate: number; alreadyCompleted: boolean };
export type Outcome =
  | { kind: 'acknowledged'; answer: CompletionAnswer }
  | { kind: 'refused'; status: number; body: unknown }
  | { kind: 'lost'; error: string }
  | { kind: 'unsent' };

/**
 * Sends the planned completions (`indexes` of `plan`), at most `concurrency` at a time. When
 * `interruptAfter` answers have been acknowledged, its action runs once and no further request
 * starts; those in flight end as they end.
 */
export const sendCompletions = async ({
  baseUrl,
  plan,
  indexes,
  sessions,
  concurrency,
  interruptAfter,
}: {
  baseUrl: string;
  plan: readonly PlannedCompletion[];
  indexes: readonly number[];
  sessions: readonly Session[];
  concurrency: number;
  interruptAfter?: { acknowledged: number; action: () => void };
}): Promise<Map<number, Outcome>> => {
  const agent = createAgent(concurrency);
  const outcomes = new Map<number, Outcome>(indexes.map((index) => [index, { kind: 'unsent' }]));
  let next = 0;
  let acknowledged = 0;
  let interrupted = false;
  const send = async (index: number): Promise<Outcome> => {
    const { learner, challengeId } = plan[index]!;
    const session = sessions[learner]!;
    try {
      const answer = await requestJson({
        agent,
        url: `${baseUrl}${COMPLETION_PATH}`,
        method: 'POST',
        headers: { cookie: session.cookie, 'csrf-token': session.csrfToken },
        body: { id: challengeId, challengeType: 1 },
      });
      if (answer.status !== 200)
        return { kind: 'refused', status: answer.status, body: answer.body };
      return { kind: 'acknowledged', answer: answer.body as CompletionAnswer };
    } catch (error) {
      return { kind: 'lost', error: error instanceof Error ? error.message : String(error) };
    }
  };
  const worker = async () => {
    while (!interrupted && next < indexes.length) {
      const index = indexes[next]!;
      next += 1;
      const outcome = await send(index);
      outcomes.set(index, outcome);
      if (outcome.kind !== 'acknowledged') continue;
      acknowledged += 1;
      if (interruptAfter && !interrupted && acknowledged >= interruptAfter.acknowledged) {
        interrupted = true;
        interruptAfter.action();
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    agent.destroy();
  }
  return outcomes;
};
