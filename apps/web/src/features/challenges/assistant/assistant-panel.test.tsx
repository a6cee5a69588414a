import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ChatAssistantStreamEvent } from '@escola/contracts/chat-assistant';
import type { RunResult, RunnerFile } from '@escola/runner/index';
import { Providers } from '../../../app/providers';
import { useSessionUser } from '../../../lib/session-user';
import { stubFetch, type StubRoutes } from '../../../test/fetch-stub';
import { PAGE_LOAD } from '../../../test/page-load';
import { createSessionUser } from '../../../test/session-user-fixture';
import AssistantPanel from './assistant-panel';

const TOKEN = '3f1d8c2a-5b6e-4f70-8a9b-0c1d2e3f4a5b';
const SESSION = 'a1b2c3d4-0000-4000-8000-00000000000a';
const EXERCISE = 'desafio-variaveis';
const ASK_PATH = '/chat-assistant/escola-de-codigo/logica-de-programacao';
const SESSION_PATH = `${ASK_PATH}/session/${SESSION}`;
const FILES: RunnerFile[] = [
  { fileKey: 'scriptjs', name: 'script', ext: 'js', contents: 'let idade = 17;' },
];
const FAILED_RUN: RunResult = {
  tests: [
    { text: '<p>A variável deve valer 18.</p>', pass: false, message: 'Esperava 18, veio 17.' },
    { text: '<p>Use let.</p>', pass: true },
  ],
  logs: [],
};

/** A streamed answer the test writes event by event; aborting the call errors it as fetch does. */
const createStream = () => {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (streamController) => {
      controller = streamController;
    },
  });
  const send = async (event: ChatAssistantStreamEvent) =>
    controller.enqueue(new TextEncoder().encode(`data: ${JSON.stringify(event)}\n\n`));
  const end = async () => controller.close();
  const abort = () => controller.error(new DOMException('The user aborted.', 'AbortError'));
  return { body, send, end, abort };
};

type Stream = ReturnType<typeof createStream>;

const Harness = ({ run }: { run: RunResult | null }) => {
  const { user } = useSessionUser();
  if (!user) return null;
  return (
    <AssistantPanel
      user={user}
      exerciseId={EXERCISE}
      challengeTitle="Guarde a idade"
      descriptionHtml="<p>Guarde <code>18</code> em <code>idade</code> &amp; mostre.</p>"
      superBlock="logica-de-programacao"
      isOpen
      isWide
      panelId="painel-assistente"
      onClose={() => undefined}
      filesRef={{ current: FILES }}
      lastRun={run}
    />
  );
};

/**
 * Renders the open panel over a stubbed fetch. `ask` answers each question: a stream the test
 * drives, or a JSON refusal.
 */
const renderPanel = ({
  user = createSessionUser({ userToken: TOKEN }),
  routes = {},
  ask = () => createStream(),
  run = null,
}: {
  user?: ReturnType<typeof createSessionUser>;
  routes?: StubRoutes;
  ask?: () => Stream | { status: number; body: unknown };
  run?: RunResult | null;
} = {}) => {
  const stub = stubFetch({
    user,
    routes: { 'GET /chat-assistant/status': { body: { configured: true } }, ...routes },
  });
  const streams: Stream[] = [];
  const questions: { body: Record<string, unknown>; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (input === ASK_PATH && init.method === 'POST') {
      questions.push({
        body: JSON.parse(String(init.body)) as Record<string, unknown>,
        headers: init.headers as Record<string, string>,
      });
      const answer = ask();
      if (!('body' in answer && answer.body instanceof ReadableStream)) {
        const refusal = answer as { status: number; body: unknown };
        return new Response(JSON.stringify(refusal.body), { status: refusal.status });
      }
      const stream = answer as Stream;
      streams.push(stream);
      init.signal?.addEventListener('abort', stream.abort);
      return new Response(stream.body, { headers: { 'content-type': 'text/event-stream' } });
    }
    return stub(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Providers queryClient={queryClient}>
      <Harness run={run} />
    </Providers>,
  );
  const callsTo = (method: string, path: string) =>
    fetchMock.mock.calls.filter(
      ([url, init]) => url === path && (init?.method ?? 'GET') === method,
    );
  return { streams, questions, callsTo, queryClient };
};

const askQuestion = async (user: ReturnType<typeof userEvent.setup>, question: string) => {
  const box = await screen.findByRole('textbox', { name: 'Sua pergunta' }, PAGE_LOAD);
  await user.type(box, `${question}{Enter}`);
};

const conversation = () => screen.getByRole('list', { name: 'Conversa com o assistente' });

describe('assistant panel', () => {
  it('says only that the assistant is not configured when the school has no model server', async () => {
    renderPanel({ routes: { 'GET /chat-assistant/status': { body: { configured: false } } } });
    expect(
      await screen.findByText(
        'O assistente de IA não está configurado nesta escola.',
        {},
        PAGE_LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ativar assistente' })).toBeNull();
  });

  it('explains the user token and activates the assistant only when asked', async () => {
    const user = userEvent.setup();
    let activated = false;
    const { callsTo } = renderPanel({
      user: createSessionUser({ userToken: null }),
      routes: {
        'POST /user/user-token': () => {
          activated = true;
          return { body: { userToken: TOKEN } };
        },
        'GET /user/get-session-user': () => {
          const current = createSessionUser({ userToken: activated ? TOKEN : null });
          return { body: { user: { [current.username]: current }, result: current.username } };
        },
      },
    });
    const activate = await screen.findByRole('button', { name: 'Ativar assistente' }, PAGE_LOAD);
    expect(screen.getByText(/usando o seu token de usuário/)).toBeInTheDocument();
    expect(callsTo('POST', '/user/user-token')).toHaveLength(0);
    await user.click(activate);
    expect(await screen.findByRole('textbox', { name: 'Sua pergunta' })).toBeInTheDocument();
    expect(callsTo('POST', '/user/user-token')).toHaveLength(1);
  });

  it('shows the saved conversation of the challenge', async () => {
    renderPanel({
      user: createSessionUser({
        userToken: TOKEN,
        aiAssistantSessions: [{ exerciseId: EXERCISE, sessionId: SESSION }],
      }),
      routes: {
        [`GET ${SESSION_PATH}`]: {
          body: {
            session_id: SESSION,
            history: [
              { type: 'human', content: 'O que é uma variável?' },
              { type: 'ai', content: 'Uma **caixa** com nome.' },
            ],
          },
        },
      },
    });
    expect(await screen.findByText('O que é uma variável?', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText('caixa').tagName).toBe('STRONG');
  });

  it('streams the answer into the last bubble, with context, and keeps the new conversation', async () => {
    const user = userEvent.setup();
    const { streams, questions, callsTo, queryClient } = renderPanel({
      run: FAILED_RUN,
      routes: {
        'POST /api/ai-assistant/set-session': {
          body: { aiAssistantSessions: [{ exerciseId: EXERCISE, sessionId: SESSION }] },
        },
      },
    });
    await askQuestion(user, 'Por que falha?');
    await waitFor(() => expect(streams).toHaveLength(1));
    const stream = streams[0]!;
    expect(questions[0]?.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      accept: 'text/event-stream',
    });
    expect(questions[0]?.body).toEqual({
      input: 'Por que falha?',
      session_id: null,
      additional_context: {
        exerciseId: EXERCISE,
        challengeTitle: 'Guarde a idade',
        description: 'Guarde 18 em idade & mostre.',
        code: '--- script.js ---\nlet idade = 17;',
        failingTests: ['Esperava 18, veio 17.'],
      },
    });
    expect(within(conversation()).getByText('Pensando…')).toBeInTheDocument();
    await stream.send({ type: 'session', session_id: SESSION });
    await stream.send({ type: 'delta', content: 'Olhe o valor' });
    expect(await within(conversation()).findByText('Olhe o valor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Parar' })).toBeInTheDocument();
    await stream.send({ type: 'delta', content: ' de `idade`.' });
    await stream.send({ type: 'done', session_id: SESSION });
    await stream.end();
    expect(await screen.findByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    expect(within(conversation()).getByText('idade').tagName).toBe('CODE');
    expect(screen.getByText('O assistente respondeu.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(callsTo('POST', '/api/ai-assistant/set-session')).toHaveLength(1));
    const [, init] = callsTo('POST', '/api/ai-assistant/set-session')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ exerciseId: EXERCISE, session_id: SESSION });
    await waitFor(() =>
      expect(
        queryClient.getQueryData<ReturnType<typeof createSessionUser>>(['session-user'])
          ?.aiAssistantSessions,
      ).toEqual([{ exerciseId: EXERCISE, sessionId: SESSION }]),
    );
  });

  it('stops a streaming answer and keeps what came', async () => {
    const user = userEvent.setup();
    const { streams } = renderPanel();
    await askQuestion(user, 'Me dá uma dica?');
    await waitFor(() => expect(streams).toHaveLength(1));
    await streams[0]!.send({ type: 'session', session_id: SESSION });
    await streams[0]!.send({ type: 'delta', content: 'Comece pelo' });
    await user.click(await screen.findByRole('button', { name: 'Parar' }));
    expect(await screen.findByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    expect(within(conversation()).getByText('Comece pelo')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failed answer with its detail and asks the same question again', async () => {
    const user = userEvent.setup();
    const { streams, questions } = renderPanel();
    await askQuestion(user, 'Onde errei?');
    await waitFor(() => expect(streams).toHaveLength(1));
    await streams[0]!.send({ type: 'session', session_id: SESSION });
    await streams[0]!.send({ type: 'delta', content: 'Vej' });
    await streams[0]!.send({ type: 'error', detail: 'O modelo demorou demais para responder.' });
    await streams[0]!.end();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('O modelo demorou demais para responder.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => expect(streams).toHaveLength(2));
    expect(questions[1]?.body.input).toBe('Onde errei?');
    await streams[1]!.send({ type: 'delta', content: 'Veja a linha 1.' });
    await streams[1]!.send({ type: 'done', session_id: SESSION });
    await streams[1]!.end();
    expect(await within(conversation()).findByText('Veja a linha 1.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(conversation()).getAllByText('Onde errei?')).toHaveLength(1);
  });

  it('shows a dropped stream as an error with a retry', async () => {
    const user = userEvent.setup();
    const { streams } = renderPanel();
    await askQuestion(user, 'E agora?');
    await waitFor(() => expect(streams).toHaveLength(1));
    await streams[0]!.send({ type: 'delta', content: 'Pri' });
    await streams[0]!.end();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A resposta foi interrompida antes do fim.');
    expect(within(alert).getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
  });

  it('does not announce a failed answer after an earlier one as answered', async () => {
    const user = userEvent.setup();
    const { streams } = renderPanel();
    await askQuestion(user, 'Primeira?');
    await waitFor(() => expect(streams).toHaveLength(1));
    await streams[0]!.send({ type: 'session', session_id: SESSION });
    await streams[0]!.send({ type: 'delta', content: 'Primeira resposta.' });
    await streams[0]!.send({ type: 'done', session_id: SESSION });
    await streams[0]!.end();
    expect(await screen.findByText('O assistente respondeu.')).toBeInTheDocument();
    await askQuestion(user, 'Segunda?');
    await waitFor(() => expect(streams).toHaveLength(2));
    await streams[1]!.send({ type: 'session', session_id: SESSION });
    await streams[1]!.send({ type: 'error', detail: 'O assistente não conseguiu responder.' });
    await streams[1]!.end();
    expect(await screen.findByRole('alert')).toHaveTextContent('não conseguiu responder');
    // The alert speaks for the failure; the status does not also say an answer came.
    expect(screen.queryByText('O assistente respondeu.')).toBeNull();
  });

  it('says when the daily budget is spent and when it comes back', async () => {
    const user = userEvent.setup();
    const resetsAt = '2026-11-28T03:00:00.000Z';
    renderPanel({
      ask: () => ({
        status: 429,
        body: { type: 'danger', message: 'Limite', detail: 'Limite', resetsAt },
      }),
    });
    await askQuestion(user, 'Mais uma?');
    const when = new Intl.DateTimeFormat('pt-BR', {
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(resetsAt));
    expect(
      await screen.findByText(
        `Você atingiu o limite diário do assistente. Ele volta a responder em ${when}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Sua pergunta' })).toBeDisabled();
  });

  it('shows the per-minute limit detail', async () => {
    const user = userEvent.setup();
    const detail = 'Muitas perguntas seguidas. Espere um minuto.';
    renderPanel({
      ask: () => ({ status: 429, body: { type: 'danger', message: detail, detail } }),
    });
    await askQuestion(user, 'Oi?');
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  });

  it('offers the activation again when the token was revoked', async () => {
    const user = userEvent.setup();
    renderPanel({
      ask: () => ({
        status: 401,
        body: { type: 'danger', message: 'Token inválido', detail: 'Token inválido' },
      }),
    });
    await askQuestion(user, 'Oi?');
    expect(await screen.findByRole('button', { name: 'Ativar assistente' })).toBeInTheDocument();
  });

  it('sends with Enter, breaks lines with Shift+Enter and counts near the limit', async () => {
    const user = userEvent.setup();
    const { questions } = renderPanel();
    const box = await screen.findByRole('textbox', { name: 'Sua pergunta' }, PAGE_LOAD);
    await user.type(box, 'linha um{Shift>}{Enter}{/Shift}linha dois');
    expect(box).toHaveValue('linha um\nlinha dois');
    expect(questions).toHaveLength(0);
    fireEvent.change(box, { target: { value: 'a'.repeat(1_850) } });
    expect(screen.getByText('1850 de 2000 caracteres')).toBeInTheDocument();
    expect(box).toHaveAttribute('maxLength', '2000');
  });

  it('asks in the delete-history modal before clearing the conversation', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderPanel({
      user: createSessionUser({
        userToken: TOKEN,
        aiAssistantSessions: [{ exerciseId: EXERCISE, sessionId: SESSION }],
      }),
      routes: {
        [`GET ${SESSION_PATH}`]: {
          body: { session_id: SESSION, history: [{ type: 'human', content: 'Pergunta antiga' }] },
        },
        [`DELETE ${SESSION_PATH}`]: { body: { session_id: SESSION, history: [] } },
      },
    });
    expect(await screen.findByText('Pergunta antiga', {}, PAGE_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apagar histórico' }));
    let dialog = await screen.findByRole('dialog', { name: 'Apagar histórico?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByText('Pergunta antiga')).toBeInTheDocument();
    expect(callsTo('DELETE', SESSION_PATH)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Apagar histórico' }));
    dialog = await screen.findByRole('dialog', { name: 'Apagar histórico?' });
    await user.click(within(dialog).getByRole('button', { name: 'Apagar' }));
    await waitFor(() => expect(screen.queryByText('Pergunta antiga')).toBeNull());
    expect(callsTo('DELETE', SESSION_PATH)).toHaveLength(1);
    expect(screen.getByText(/Pergunte sobre este desafio/)).toBeInTheDocument();
  });
});
