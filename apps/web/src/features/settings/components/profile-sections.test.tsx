import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';
import { PAGE_LOAD } from '../../../test/page-load';

/** The first render loads the page's lazy chunk: slower than 1 s on a busy machine. */

const success = (message: string) => ({ body: { type: 'success', message } });

const putBody = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], path: string) => {
  const call = fetchMock.mock.calls.find(([url, init]) => url === path && init?.method === 'PUT');
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
};

const openSection = async (title: string) => {
  const heading = await screen.findByRole('heading', { name: title }, PAGE_LOAD);
  const section = heading.closest('section');
  if (!section) throw new Error(`seção ${title} não encontrada`);
  return within(section);
};

describe('settings profile sections', () => {
  it('saves name, location, picture and about', async () => {
    const { fetchMock } = renderApp({
      path: '/settings',
      user: createSessionUser({ name: 'Ana', location: '', picture: '', about: '' }),
      routes: { 'PUT /update-my-about': success('Suas informações pessoais foram atualizadas.') },
    });
    const about = await openSection('Sobre você');
    await userEvent.clear(about.getByLabelText('Nome'));
    await userEvent.type(about.getByLabelText('Nome'), 'Ana Souza');
    await userEvent.type(about.getByLabelText('Localização'), 'Recife, PE');
    await userEvent.type(
      about.getByLabelText('Endereço da foto de perfil'),
      'https://avatars.githubusercontent.com/u/1',
    );
    await userEvent.type(about.getByLabelText('Sobre'), 'Aprendendo React.');
    await userEvent.click(about.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Suas informações pessoais foram atualizadas.'),
    ).toBeInTheDocument();
    expect(putBody(fetchMock, '/update-my-about')).toEqual({
      name: 'Ana Souza',
      location: 'Recife, PE',
      picture: 'https://avatars.githubusercontent.com/u/1',
      about: 'Aprendendo React.',
    });
    expect(about.getByRole('img', { name: 'Foto de perfil' })).toHaveAttribute(
      'src',
      'https://avatars.githubusercontent.com/u/1',
    );
  });

  it('refuses a picture without protocol before calling the API', async () => {
    const { fetchMock } = renderApp({ path: '/settings', user: createSessionUser() });
    const about = await openSection('Sobre você');
    await userEvent.type(about.getByLabelText('Endereço da foto de perfil'), 'minha-foto.png');
    await userEvent.click(about.getByRole('button', { name: 'Salvar' }));
    expect(
      about.getByText(
        'Informe o endereço de uma imagem começando com http:// ou https://, ou deixe em branco.',
      ),
    ).toBeInTheDocument();
    expect(about.getByLabelText('Endereço da foto de perfil')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(putBody(fetchMock, '/update-my-about')).toBeUndefined();
  });

  it('shows the default avatar for a placeholder picture', async () => {
    renderApp({
      path: '/settings',
      user: createSessionUser({ picture: 'https://www.example.com/foto.png' }),
    });
    const about = await openSection('Sobre você');
    expect(about.getByRole('img', { name: 'Foto de perfil' })).toHaveAttribute(
      'src',
      '/images/default-avatar.svg',
    );
  });

  it('falls back to the default avatar when the picture does not load', async () => {
    renderApp({
      path: '/settings',
      user: createSessionUser({ picture: 'https://fotos.escola.dev/ana.png' }),
    });
    const about = await openSection('Sobre você');
    const image = about.getByRole('img', { name: 'Foto de perfil' });
    expect(image).toHaveAttribute('src', 'https://fotos.escola.dev/ana.png');
    fireEvent.error(image);
    await waitFor(() => expect(image).toHaveAttribute('src', '/images/default-avatar.svg'));
  });

  it('saves the social links and refuses one without protocol', async () => {
    const { fetchMock } = renderApp({
      path: '/settings',
      user: createSessionUser(),
      routes: { 'PUT /update-my-socials': success('Suas redes sociais foram atualizadas.') },
    });
    const socials = await openSection('Redes sociais');
    await userEvent.type(socials.getByLabelText('GitHub'), 'github.com/ana');
    await userEvent.click(socials.getByRole('button', { name: 'Salvar' }));
    expect(
      socials.getByText(
        'Informe um endereço válido começando com http:// ou https://, ou deixe em branco.',
      ),
    ).toBeInTheDocument();
    expect(putBody(fetchMock, '/update-my-socials')).toBeUndefined();

    await userEvent.clear(socials.getByLabelText('GitHub'));
    await userEvent.type(socials.getByLabelText('GitHub'), 'https://github.com/ana');
    await userEvent.click(socials.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Suas redes sociais foram atualizadas.')).toBeInTheDocument();
    expect(putBody(fetchMock, '/update-my-socials')).toEqual({
      githubProfile: 'https://github.com/ana',
      linkedin: '',
      twitter: '',
      website: '',
    });
  });

  it('saves the whole profileUI when one privacy switch changes', async () => {
    const user = createSessionUser();
    const { fetchMock } = renderApp({
      path: '/settings',
      user,
      routes: {
        'PUT /update-my-profileui': success('Suas configurações de privacidade foram atualizadas.'),
      },
    });
    const privacy = await openSection('Privacidade do perfil');
    await userEvent.click(privacy.getByRole('switch', { name: 'Mostrar minha localização' }));
    expect(
      await screen.findByText('Suas configurações de privacidade foram atualizadas.'),
    ).toBeInTheDocument();
    expect(putBody(fetchMock, '/update-my-profileui')).toEqual({
      profileUI: { ...user.profileUI, showLocation: false },
    });
    expect(privacy.getByRole('switch', { name: 'Mostrar minha localização' })).not.toBeChecked();
  });
});
