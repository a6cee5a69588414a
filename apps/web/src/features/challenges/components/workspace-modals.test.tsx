// The workspace's own modals, through the one modal manager: help (community chat, report an
// error to support), video (only with a video) and shortcuts (a button always; the `?` key and
// the other extra shortcuts only when the learner's keyboard-shortcuts setting is on). Also the
// local-save flashes.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { COMMUNITY_CHAT_URL, SUPPORT_EMAIL } from '../../../lib/contact';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';
import { answerRuns, fakeRunner, stubViewport } from '../test/fake-runner';
import { createChallenge, curriculumIndexRoute, pageDataRoute } from '../test/page-data-fixtures';
import type { ChallengeContent } from '../lib/challenge-content';
import { PAGE_LOAD } from '../../../test/page-load';

vi.mock('@escola/runner/index', async () => (await import('../test/fake-runner')).runnerModule);
vi.mock('./code-editor', async () => (await import('../test/fake-runner')).editorModule);
vi.mock('./challenge-preview', async () => (await import('../test/fake-runner')).previewModule);

const challenge = createChallenge({
  files: [
    {
      fileKey: 'scriptjs',
      name: 'script',
      ext: 'js',
      contents: 'let nome;',
      editableRegionBoundaries: [],
      history: ['script.js'],
    },
  ],
  tests: [{ text: '<p>Crie <code>nome</code>.</p>', testString: 'assert(nome);' }],
});

const openWorkspace = async ({
  content = challenge,
  user = null,
}: { content?: ChallengeContent; user?: SessionUser | null } = {}) => {
  const view = renderApp({
    path: content.path,
    user,
    routes: { ...pageDataRoute(content), ...curriculumIndexRoute() },
  });
  await screen.findByRole('textbox', { name: /Editor de código/ }, PAGE_LOAD);
  return view;
};

const learner = (keyboardShortcuts: boolean) =>
  createSessionUser({
    keyboardShortcuts,
    completedChallenges: [{ id: challenge.prevChallengeId ?? '', completedDate: 1 }],
  });

beforeEach(() => {
  stubViewport({ wide: true });
  answerRuns({ passes: [false] });
});
afterEach(() => {
  localStorage.clear();
  fakeRunner.runTests.mockReset();
});

describe('help modal', () => {
  it('explains, links the community chat and reporting an error to support; focus comes back', async () => {
    await openWorkspace();
    const button = screen.getByRole('button', { name: 'Pedir ajuda' });
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Precisa de ajuda?' });
    const community = within(dialog).getByRole('link', { name: /Tenho uma dúvida/ });
    expect(community).toHaveAttribute('href', COMMUNITY_CHAT_URL);
    expect(community).toHaveAttribute('target', '_blank');
    const report = within(dialog).getByRole('link', { name: /Reportar um erro/ });
    expect(report.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(report.getAttribute('href') ?? '')).toContain(
      `no desafio "Guarde valores" (http://localhost:3000${challenge.path})`,
    );
    expect(within(dialog).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^mailto:${SUPPORT_EMAIL}`)),
    );
    await userEvent.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    // React Aria returns the focus on the next animation frame.
    await waitFor(() => expect(button).toHaveFocus());
  });
});

describe('video modal', () => {
  it('no video, no button', async () => {
    await openWorkspace();
    expect(screen.queryByRole('button', { name: 'Assistir ao vídeo' })).not.toBeInTheDocument();
  });

  it('a challenge with a video plays it in the modal', async () => {
    await openWorkspace({ content: { ...challenge, videoId: 'abc123XYZ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Assistir ao vídeo' }));
    const dialog = screen.getByRole('dialog', { name: 'Vídeo: Guarde valores' });
    expect(within(dialog).getByTitle('Vídeo: Guarde valores')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc123XYZ?rel=0',
    );
  });
});

describe('shortcuts', () => {
  it('the button lists the shortcuts; with the setting off the extra ones are said to be off', async () => {
    await openWorkspace({ user: learner(false) });
    await userEvent.click(screen.getByRole('button', { name: 'Atalhos de teclado' }));
    const dialog = screen.getByRole('dialog', { name: 'Atalhos de teclado' });
    const editor = within(dialog).getByRole('table', { name: 'No editor (sempre ligados)' });
    expect(
      within(editor).getByRole('row', { name: 'Ctrl + Enter Executar os testes' }),
    ).toBeVisible();
    expect(
      within(editor).getByRole('row', { name: 'Esc e depois Tab Sair do editor' }),
    ).toBeVisible();
    const page = within(dialog).getByRole('table', { name: /atalhos extras/ });
    expect(within(page).getByRole('row', { name: '? Mostrar estes atalhos' })).toBeVisible();
    expect(within(dialog).getByText('Os atalhos extras estão desligados.')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Ligar nas configurações' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('setting off: `?` does nothing, but Ctrl + Enter in the editor still runs', async () => {
    await openWorkspace({ user: learner(false) });
    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    await userEvent.keyboard('?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: /Editor de código/ }));
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('1 tentativa')).toBeVisible();
  });

  it('setting on: `?` opens the shortcuts, N goes to the next challenge; never while typing', async () => {
    await openWorkspace({ user: learner(true) });
    await userEvent.click(screen.getByRole('textbox', { name: /Editor de código/ }));
    await userEvent.keyboard('?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    await userEvent.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Atalhos de teclado' });
    expect(within(dialog).getByText(/Os atalhos extras estão ligados/)).toBeVisible();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    await userEvent.keyboard('n');
    await waitFor(
      () =>
        expect(screen.getByTestId('location')).toHaveTextContent(challenge.nextChallengePath ?? ''),
      PAGE_LOAD,
    );
  });
});

describe('local save', () => {
  it('Ctrl + S in the editor keeps the code and says so (code-saved)', async () => {
    await openWorkspace();
    await userEvent.click(screen.getByRole('textbox', { name: /Editor de código/ }));
    await userEvent.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Seu código foi salvo neste navegador.')).toBeVisible();
    expect(localStorage.getItem(`escola:codigo:${challenge.id}`)).not.toBeNull();
  });

  it('a run whose code the browser refuses to keep warns (local-code-save-error)', async () => {
    await openWorkspace();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('cheio', 'QuotaExceededError');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Executar os testes' }));
    expect(await screen.findByText(/Não foi possível salvar seu código/)).toBeVisible();
    expect(await screen.findByText('1 tentativa')).toBeVisible();
  });
});
