import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { createChallenge, pageDataRoute } from '../test/page-data-fixtures';
import { PAGE_LOAD } from '../../../test/page-load';

const challenge = createChallenge({
  challengeType: 11,
  title: 'Para que serve o JavaScript',
  videoId: 'BXqUH86F-kA',
  instructions: '',
  questions: [
    {
      text: '<p>Qual é o papel do JavaScript?</p>',
      answers: ['<p>A estrutura.</p>', '<p>O comportamento.</p>', '<p>A aparência.</p>'],
    },
  ],
});

const answerRoute = (
  reply: (body: { id: string; userAnswer: unknown }) => { status?: number; body: unknown },
) => ({
  'POST /register-user-answer': (init: RequestInit) => reply(JSON.parse(String(init.body))),
});

describe('video challenge template', () => {
  it('shows the video and the question; a right answer gets the spec message and the way on', async () => {
    const sent: unknown[] = [];
    renderApp({
      path: challenge.path,
      routes: {
        ...pageDataRoute(challenge),
        ...answerRoute((body) => {
          sent.push(body);
          return {
            body: {
              type: 'success',
              message: 'Parabéns, resposta correta! + 10 pontos',
              isCorrect: true,
              feedback: ['<p>Isso mesmo.</p>'],
            },
          };
        }),
      },
    });
    expect(
      await screen.findByTitle('Vídeo: Para que serve o JavaScript', {}, PAGE_LOAD),
    ).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/BXqUH86F-kA?rel=0');
    const group = screen.getByRole('radiogroup', { name: 'Qual é o papel do JavaScript?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Próximo desafio' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'O comportamento.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Verificar resposta' }));

    expect(await screen.findByText('Parabéns, resposta correta! + 10 pontos')).toBeVisible();
    expect(screen.getByText('Isso mesmo.')).toBeVisible();
    expect(sent).toEqual([{ id: challenge.id, userAnswer: 1 }]);
    expect(screen.getByRole('link', { name: 'Próximo desafio' })).toHaveAttribute(
      'href',
      challenge.nextChallengePath,
    );
  });

  it('says a wrong answer is wrong, word for word, and keeps the way on closed', async () => {
    renderApp({
      path: challenge.path,
      routes: {
        ...pageDataRoute(challenge),
        ...answerRoute(() => ({
          body: {
            type: 'danger',
            message: 'Resposta incorreta. Tente novamente.',
            isCorrect: false,
            feedback: ['<p>Essa é a função do HTML.</p>'],
          },
        })),
      },
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'A estrutura.' }, PAGE_LOAD));
    await userEvent.click(screen.getByRole('button', { name: 'Verificar resposta' }));
    expect(await screen.findByText('Resposta incorreta. Tente novamente.')).toBeVisible();
    expect(screen.getByText('Essa é a função do HTML.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Próximo desafio' })).not.toBeInTheDocument();
  });

  it('asks for an answer before calling the API, and shows an API failure', async () => {
    const { fetchMock } = renderApp({
      path: challenge.path,
      routes: {
        ...pageDataRoute(challenge),
        ...answerRoute(() => ({
          status: 404,
          body: { type: 'danger', message: 'Desafio não encontrado.' },
        })),
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Verificar resposta' }, PAGE_LOAD),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha uma resposta.');
    expect(fetchMock).not.toHaveBeenCalledWith('/register-user-answer', expect.anything());

    await userEvent.click(screen.getByRole('radio', { name: 'A aparência.' }));
    expect(screen.queryByText('Escolha uma resposta.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verificar resposta' }));
    expect(await screen.findByText('Desafio não encontrado.')).toBeVisible();
  });

  it('sends one answer per question for a quiz (no video)', async () => {
    const quiz = createChallenge({
      challengeType: 8,
      title: 'O quanto você aprendeu?',
      questions: [
        { text: '<p>Primeira?</p>', answers: ['<p>A</p>', '<p>B</p>'] },
        { text: '<p>Segunda?</p>', answers: ['<p>C</p>', '<p>D</p>'] },
      ],
    });
    const sent: unknown[] = [];
    renderApp({
      path: quiz.path,
      routes: {
        ...pageDataRoute(quiz),
        ...answerRoute((body) => {
          sent.push(body);
          return {
            body: {
              type: 'danger',
              message: 'Resposta incorreta. Tente novamente.',
              isCorrect: false,
              feedback: [null, '<p>C é que não.</p>'],
            },
          };
        }),
      },
    });
    expect(await screen.findByText('Pergunta 1 de 2', {}, PAGE_LOAD)).toBeVisible();
    expect(screen.queryByTitle(/^Vídeo/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'B' }));
    await userEvent.click(screen.getByRole('button', { name: 'Verificar respostas' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha uma resposta para cada pergunta.');
    await userEvent.click(screen.getByRole('radio', { name: 'C' }));
    await userEvent.click(screen.getByRole('button', { name: 'Verificar respostas' }));
    await waitFor(() => expect(sent).toEqual([{ id: quiz.id, userAnswer: [1, 0] }]));
    expect(await screen.findByText('C é que não.')).toBeVisible();
  });
});
