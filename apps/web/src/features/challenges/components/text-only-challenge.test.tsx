import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { createChallenge, pageDataRoute } from '../test/page-data-fixtures';
import { PAGE_LOAD } from '../../../test/page-load';

describe('text-only template', () => {
  it('shows the text and leads on to the next challenge', async () => {
    const challenge = createChallenge({
      challengeType: 18,
      path: '/learn/logica-de-programacao/primeiros-algoritmos/o-que-e',
      title: 'O que é um algoritmo',
      description: '<p>Um algoritmo é uma sequência de passos.</p>',
      instructions: '',
      prevChallengePath: null,
    });
    const next = createChallenge({ challengeType: 18, path: challenge.nextChallengePath ?? '' });
    const { fetchMock } = renderApp({
      path: challenge.path,
      routes: { ...pageDataRoute(challenge), ...pageDataRoute(next) },
    });
    expect(
      await screen.findByText('Um algoritmo é uma sequência de passos.', {}, PAGE_LOAD),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Instruções' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Desafio anterior' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/page-data/learn/logica-de-programacao/primeiros-algoritmos/o-que-e/page-data.json',
      expect.anything(),
    );

    await userEvent.click(screen.getByRole('link', { name: 'Próximo desafio' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(next.path);
    expect(await screen.findByRole('heading', { level: 1, name: next.title })).toBeVisible();
  });
});
