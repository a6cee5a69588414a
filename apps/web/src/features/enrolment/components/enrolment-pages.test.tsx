import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GetNacionalEnrollmentResponse } from '@escola/contracts/get-nacional-enrollment';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { PAGE_LOAD } from '../../../test/page-load';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';

const ENROLLMENT = 'GET /nacional/enrollment';
const ACCEPT = 'PUT /nacional/accept-invite';
const COMPLETE = 'PUT /nacional/complete-register';

const learner = (overrides: Partial<SessionUser> = {}) =>
  createSessionUser({ group: 'nacional-pr', source: '', access: 'limited_nacional', ...overrides });

const enrollment = (
  overrides: Partial<GetNacionalEnrollmentResponse> = {},
): GetNacionalEnrollmentResponse => ({
  classGroup: {
    name: 'Turma PR 2026',
    curriculumAvailable: ['fundamentos-da-programacao-front-end'],
    validityType: 'dateRange',
    validityDateRange: ['2026-03-02', '2026-12-18'],
    durationInMonths: null,
    started: true,
  },
  acceptedInvite: false,
  linkedToTheClassDate: '2026-02-20T12:00:00.000Z',
  nationalDataComplement: false,
  ...overrides,
});

const location = () => screen.getByTestId('location');

describe('/enrollment-national and /confirm-enrollment-national', () => {
  it('shows the class group, its trilhas and dates, and leads to the confirmation', async () => {
    renderApp({
      path: '/enrollment-national',
      user: learner(),
      routes: { [ENROLLMENT]: { body: enrollment() } },
    });
    expect(await screen.findByRole('heading', { name: 'Turma PR 2026' }, PAGE_LOAD)).toBeVisible();
    expect(screen.getByText('De 02/03/2026 a 18/12/2026')).toBeVisible();
    expect(screen.getByText('Vínculo com a turma em 20/02/2026.')).toBeVisible();
    expect(screen.getByText('A turma já começou.')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Aceitar convite' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirmar matrícula' }, PAGE_LOAD),
    ).toBeVisible();
    expect(location()).toHaveTextContent('/confirm-enrollment-national');
  });

  it('says so when the learner has no class group', async () => {
    renderApp({
      path: '/enrollment-national',
      user: learner(),
      routes: {
        [ENROLLMENT]: { status: 404, body: { type: 'warning', message: 'sem turma' } },
      },
    });
    expect(await screen.findByRole('alert', {}, PAGE_LOAD)).toHaveTextContent(
      'Você não está vinculado(a) a nenhuma turma.',
    );
    expect(screen.queryByRole('link', { name: 'Aceitar convite' })).not.toBeInTheDocument();
  });

  it('confirms the invitation, then asks for the missing data', async () => {
    const { fetchMock } = renderApp({
      path: '/confirm-enrollment-national',
      user: learner(),
      routes: {
        [ENROLLMENT]: { body: enrollment() },
        [ACCEPT]: {
          body: { type: 'success', message: 'Matrícula confirmada!', acceptedInvite: true },
        },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Confirmar matrícula' }, PAGE_LOAD),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complemento de dados' }, PAGE_LOAD),
    ).toBeVisible();
    expect(screen.getByText('Matrícula confirmada!')).toBeVisible();
    const calls = fetchMock.mock.calls.filter(
      ([input]) => String(input) === '/nacional/accept-invite',
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[1]?.method).toBe('PUT');
  });
});

describe('/data-complement', () => {
  const fill = async ({ cpf = '529.982.247-25', birthDate = '2000-05-17' } = {}) => {
    await userEvent.type(await screen.findByLabelText('CPF', {}, PAGE_LOAD), cpf);
    await userEvent.type(screen.getByLabelText('Data de nascimento'), birthDate);
    await userEvent.selectOptions(screen.getByLabelText('Estado onde você mora'), 'PR');
    await userEvent.type(screen.getByLabelText('Cidade'), 'Curitiba');
  };

  it('sends the data and goes on to the trail', async () => {
    const { fetchMock } = renderApp({
      path: '/data-complement',
      user: learner(),
      routes: {
        [COMPLETE]: {
          body: { type: 'success', message: 'Dados atualizados.', nationalDataComplement: true },
        },
      },
    });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(await screen.findByText('Dados atualizados.', {}, PAGE_LOAD)).toBeVisible();
    const [call] = fetchMock.mock.calls.filter(
      ([input]) => String(input) === '/nacional/complete-register',
    );
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      cpf: '529.982.247-25',
      birthDate: '2000-05-17',
      state: 'PR',
      city: 'Curitiba',
    });
    await waitFor(() => expect(location()).toHaveTextContent('/learn'), PAGE_LOAD);
  });

  it('checks the CPF before sending anything', async () => {
    const { fetchMock } = renderApp({ path: '/data-complement', user: learner() });
    await fill({ cpf: '123.456.789-00' });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(screen.getByText('CPF inválido. Confira os 11 dígitos.')).toBeVisible();
    expect(screen.getByLabelText('CPF')).toHaveFocus();
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input) === '/nacional/complete-register'),
    ).toHaveLength(0);
  });

  it('shows the spec message word for word, and the reason, when the API refuses', async () => {
    renderApp({
      path: '/data-complement',
      user: learner(),
      routes: {
        [COMPLETE]: {
          status: 409,
          body: { type: 'danger', message: 'Este CPF já está cadastrado em outra conta.' },
        },
      },
    });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(
      await screen.findByText('Erro ao atualizar o registro nacional.', {}, PAGE_LOAD),
    ).toBeVisible();
    expect(screen.getByText('Este CPF já está cadastrado em outra conta.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(location()).toHaveTextContent('/data-complement');
  });
});
