import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../../lib/http';
import { moveUsersErrorMessage, refusalDetail } from './class-group-errors';
import {
  findMoveProblem,
  pageSelection,
  removeChosen,
  toggleChosen,
  toggleWholePage,
  type Chosen,
} from './move-users-selection';

const user = (id: string) => ({ id, name: `Pessoa ${id}`, email: `${id}@teste.dev` });
const page = [user('a'), user('b'), user('c')];
const chosenOf = (...ids: string[]): Chosen => new Map(ids.map((id) => [id, user(id)]));
const messages = { targetRequired: 'Escolha a turma de destino.', sameGroup: 'Outra turma.' };

describe('the target panel', () => {
  it('adds and removes one learner', () => {
    const chosen = toggleChosen(new Map(), user('a'));
    expect([...chosen.keys()]).toEqual(['a']);
    expect([...toggleChosen(chosen, user('a')).keys()]).toEqual([]);
    expect([...removeChosen(chosenOf('a', 'b'), 'a').keys()]).toEqual(['b']);
  });

  it('"selecionar todos da página" chooses the whole page, then clears it, keeping other pages', () => {
    expect(pageSelection(chosenOf('z'), page)).toBe('none');
    const some = chosenOf('z', 'a');
    expect(pageSelection(some, page)).toBe('some');
    const all = toggleWholePage(some, page);
    expect([...all.keys()].sort()).toEqual(['a', 'b', 'c', 'z']);
    expect(pageSelection(all, page)).toBe('all');
    expect([...toggleWholePage(all, page).keys()]).toEqual(['z']);
    expect(pageSelection(chosenOf('a'), [])).toBe('none');
  });
});

describe('findMoveProblem', () => {
  it('asks for users in the target panel first, with the spec message', () => {
    expect(
      findMoveProblem({
        chosenCount: 0,
        sourceClassGroupId: 's',
        targetClassGroupId: '',
        messages,
      }),
    ).toEqual({
      field: 'target-panel',
      message: 'É preciso adicionar usuários ao painel de destino!',
    });
  });

  it('then a target group different from the source', () => {
    expect(
      findMoveProblem({
        chosenCount: 2,
        sourceClassGroupId: 's',
        targetClassGroupId: '',
        messages,
      }),
    ).toEqual({ field: 'target-group', message: messages.targetRequired });
    expect(
      findMoveProblem({
        chosenCount: 2,
        sourceClassGroupId: 's',
        targetClassGroupId: 's',
        messages,
      }),
    ).toEqual({ field: 'target-group', message: messages.sameGroup });
    expect(
      findMoveProblem({
        chosenCount: 2,
        sourceClassGroupId: 's',
        targetClassGroupId: 't',
        messages,
      }),
    ).toBeNull();
  });
});

describe('failure messages', () => {
  const refused = new HttpError({
    flash: { type: 'danger', message: 'Turma não encontrada.' },
    status: 404,
  });
  const crashed = new HttpError({
    flash: { type: 'danger', message: 'Erro interno.' },
    status: 500,
  });
  const offline = new HttpError({ flash: { type: 'danger', message: 'Indisponível.' }, status: 0 });

  it('a refused move says "Erro ao mover usuários." and anything else the unexpected-error message', () => {
    expect(moveUsersErrorMessage(refused)).toBe('Erro ao mover usuários.');
    expect(refusalDetail(refused)).toBe('Turma não encontrada.');
    expect(moveUsersErrorMessage(crashed)).toBe(
      'Ocorreu um erro inesperado ao mover usuários. Tente novamente.',
    );
    expect(moveUsersErrorMessage(new Error('boom'))).toBe(
      'Ocorreu um erro inesperado ao mover usuários. Tente novamente.',
    );
    expect(refusalDetail(offline)).toBeNull();
  });
});
