// The message form's image (issue 19, docs/product/admin.md): an edit that leaves the stored image
// alone uploads nothing and sends its id; a new file is uploaded once — a save refused after the
// upload and sent again does not upload it again — and an upload refused by the server shows its
// reason on the image field, with nothing saved.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MessageItem } from '@escola/contracts/message-payload';
import { PAGE_LOAD } from '../../../../test/page-load';
import { renderApp } from '../../../../test/render-app';
import { createSessionUser } from '../../../../test/session-user-fixture';

const support = createSessionUser({ type: 'support' });
const MESSAGE_ID = '5d0c2a10-0000-4000-8000-000000000001';
const IMAGE_ID = '5d0c2a10-0000-4000-8000-0000000000a1';
const NEW_IMAGE_ID = '5d0c2a10-0000-4000-8000-0000000000b2';
const CLASS_GROUPS = { 'GET /class-groups/all-class-groups': { body: { classGroups: [] } } };

const stored: MessageItem = {
  id: MESSAGE_ID,
  title: 'Aula ao vivo',
  body: 'Sexta às 19h.',
  audience: { kind: 'all', value: '', label: null },
  image: {
    id: IMAGE_ID,
    description: 'Cartaz da aula',
    link: '/image-file/x?expires=1&signature=s',
  },
  createdBy: { id: null, name: 'Bruno' },
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

const saved = (body: unknown) => ({
  body: { type: 'success', message: 'Mensagem salva.', id: MESSAGE_ID, messagePayload: body },
});

const payloadOf = (init: RequestInit) =>
  (JSON.parse(String(init.body)) as { messagePayload: Record<string, unknown> }).messagePayload;

const png = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'cartaz.png', {
    type: 'image/png',
    lastModified: 1_700_000_000_000,
  });

describe('the message form’s image', () => {
  it('an edit that leaves the image alone uploads nothing and keeps it', async () => {
    const sent: Record<string, unknown>[] = [];
    const { fetchMock } = renderApp({
      path: `/admin/messages-managment/form?id=${MESSAGE_ID}`,
      user: support,
      routes: {
        ...CLASS_GROUPS,
        'GET /api/messages/get-message-by-id': { body: { id: MESSAGE_ID, messagePayload: stored } },
        'PUT /api/messages/update-message': (init) => {
          sent.push(payloadOf(init));
          return saved(stored);
        },
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('img', { name: 'Cartaz da aula' }, PAGE_LOAD)).toHaveAttribute(
      'src',
      stored.image?.link,
    );
    await user.type(screen.getByLabelText('Título'), ' de sexta');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.image).toEqual({ id: IMAGE_ID, description: 'Cartaz da aula' });
    const uploads = fetchMock.mock.calls.filter(([path]) => String(path) === '/upload-image');
    expect(uploads).toHaveLength(0);
  });

  it('removes the image on "Remover imagem"', async () => {
    const sent: Record<string, unknown>[] = [];
    renderApp({
      path: `/admin/messages-managment/form?id=${MESSAGE_ID}`,
      user: support,
      routes: {
        ...CLASS_GROUPS,
        'GET /api/messages/get-message-by-id': { body: { id: MESSAGE_ID, messagePayload: stored } },
        'PUT /api/messages/update-message': (init) => {
          sent.push(payloadOf(init));
          return saved(stored);
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remover imagem' }, PAGE_LOAD));
    expect(screen.queryByRole('img', { name: 'Cartaz da aula' })).toBeNull();
    expect(screen.queryByLabelText('Descrição da imagem')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.image).toBeNull();
  });

  it('uploads a new file once, even when the save is refused and sent again', async () => {
    let uploads = 0;
    const sent: Record<string, unknown>[] = [];
    renderApp({
      path: '/admin/messages-managment/form',
      user: support,
      routes: {
        ...CLASS_GROUPS,
        'POST /upload-image': (init) => {
          uploads += 1;
          expect(init.body).toBeInstanceOf(FormData);
          expect((init.body as FormData).get('image')).toBeInstanceOf(File);
          return {
            body: {
              id: NEW_IMAGE_ID,
              contentType: 'image/webp',
              width: 4,
              height: 4,
              bytes: 10,
              isPublic: false,
            },
          };
        },
        'POST /api/messages/create-message': (init) => {
          sent.push(payloadOf(init));
          return sent.length === 1
            ? { status: 409, body: { type: 'danger', message: 'Tente de novo.' } }
            : { status: 201, ...saved(stored) };
        },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Título', {}, PAGE_LOAD), 'Cartaz');
    await user.type(screen.getByLabelText('Texto'), 'Veja o cartaz.');
    await user.upload(screen.getByLabelText('Escolher imagem'), png());
    await user.type(screen.getByLabelText('Descrição da imagem'), 'Cartaz azul');
    const submit = screen.getByRole('button', { name: 'Criar mensagem' });
    await user.click(submit);
    expect(await screen.findAllByText('Tente de novo.')).not.toHaveLength(0);
    await user.click(submit);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(uploads).toBe(1);
    expect(sent[1]?.image).toEqual({ id: NEW_IMAGE_ID, description: 'Cartaz azul' });
  });

  it('shows a refused upload on the image field and saves nothing', async () => {
    let creates = 0;
    renderApp({
      path: '/admin/messages-managment/form',
      user: support,
      routes: {
        ...CLASS_GROUPS,
        'POST /upload-image': {
          status: 415,
          body: { type: 'danger', message: 'Formato de imagem não aceito.' },
        },
        'POST /api/messages/create-message': () => {
          creates += 1;
          return { status: 201, ...saved(stored) };
        },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Título', {}, PAGE_LOAD), 'Cartaz');
    await user.type(screen.getByLabelText('Texto'), 'Veja o cartaz.');
    await user.upload(screen.getByLabelText('Escolher imagem'), png());
    await user.type(screen.getByLabelText('Descrição da imagem'), 'Cartaz azul');
    await user.click(screen.getByRole('button', { name: 'Criar mensagem' }));
    const input = screen.getByLabelText('Trocar imagem');
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(/Formato de imagem não aceito\./),
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(creates).toBe(0);
  });
});
