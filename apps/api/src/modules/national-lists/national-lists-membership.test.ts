// The SQL of each list picks exactly the learners getNationalListPlacement puts on it: every
// combination of the facts the rules read is inserted, and each list (with and without its
// filters) is compared with the domain's answer, learner by learner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classGroups } from '@escola/db/schema/class-groups';
import { completedChallenges } from '@escola/db/schema/completed-challenges';
import { certificates } from '@escola/db/schema/certificates';
import { classGroupMemberships } from '@escola/db/schema/class-group-memberships';
import { users, type NewUser } from '@escola/db/schema/users';
import { MUNDO_TECH_CHALLENGE_ID } from '@escola/domain/constants';
import {
  getNationalListPlacement,
  NATIONAL_LISTS,
  REPROVED_AND_DROPOUT_STATUSES,
  type NationalList,
  type NationalListPlacement,
} from '@escola/domain/national-lists';
import type { RegistrationQuiz } from '@escola/domain/users';
import { planKeysetPage } from '../../lists/admin-list-page';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import {
  countList,
  findAvailableGroups,
  findAvailableStatuses,
  findListRows,
  SORT_COLUMNS,
  type ListQuery,
} from './repository';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

const GROUPS = ['nacional-pr', 'nacional-pi', 'nacional-sp'];
const SOURCES = ['', 'nacional-pi-2025-1', 'pagantes'];
const GRADES = [null, 6.99, 7, 9];
const ATTEMPTS = [0, 1, 2, 3];
const QUIZZES: (RegistrationQuiz | null)[] = [null, 1, 2];
const FLAGS = [false, true];
/** No class group; invite accepted; pending, linked 1, exactly 5 or 6 days ago, or undated. */
const CONTROLS = [
  null,
  { accepted: true, days: 10 },
  { accepted: false, days: 1 },
  { accepted: false, days: 5 },
  { accepted: false, days: 6 },
  { accepted: false, days: null },
] as const;

type Case = NewUser & {
  id: string;
  classGroupId: string | null;
  mundoTech: boolean;
  frontEndCert: boolean;
};

const buildCases = (classGroupId: string): Case[] => {
  const cases: Case[] = [];
  let index = 0;
  for (const group of GROUPS)
    for (const source of SOURCES)
      for (const studentGrade of GRADES)
        for (const attempts of ATTEMPTS)
          for (const registrationQuiz of QUIZZES)
            for (const needsPlacementTest of FLAGS)
              for (const control of CONTROLS) {
                index += 1;
                const hex = index.toString(16).padStart(12, '0');
                cases.push({
                  id: `00000000-0000-4000-8000-${hex}`,
                  username: `caso-${index}`,
                  email: `caso-${index}@teste.escola.dev`,
                  name: `Caso ${index}`,
                  group,
                  source,
                  studentGrade,
                  attemptedPlacementTestCounter: attempts,
                  registrationQuiz,
                  needsPlacementTest,
                  classGroupId: control ? classGroupId : null,
                  classGroupAcceptedInvite: control?.accepted ?? false,
                  linkedToClassDate:
                    control?.days === null || !control
                      ? null
                      : new Date(NOW.getTime() - control.days * DAY_MS),
                  // The progress facts vary too (they change the placement need below 7).
                  mundoTech: index % 2 === 0,
                  frontEndCert: index % 3 === 0,
                });
              }
  return cases;
};

const placementOf = (user: Case): NationalListPlacement | null =>
  getNationalListPlacement({
    now: NOW,
    user: {
      group: user.group ?? '',
      source: user.source ?? '',
      needsPlacementTest: user.needsPlacementTest ?? false,
      registrationQuiz: (user.registrationQuiz ?? null) as RegistrationQuiz | null,
      isFundamentosDaProgramacaoFrontEndCert: user.frontEndCert,
      completedChallengeIds: user.mundoTech ? [MUNDO_TECH_CHALLENGE_ID] : [],
      attemptedPlacementTestCounter: user.attemptedPlacementTestCounter ?? 0,
      studentGrade: user.studentGrade ?? null,
      classGroupControl: user.classGroupId
        ? {
            acceptedInvite: user.classGroupAcceptedInvite ?? false,
            linkedToTheClassDate: user.linkedToClassDate ?? null,
          }
        : null,
    },
  });

describe('the lists’ SQL against getNationalListPlacement', () => {
  let testApp: TestApp;
  let cases: Case[];

  beforeAll(async () => {
    testApp = await buildTestApp();
    const [group] = await testApp.db
      .insert(classGroups)
      .values({ name: 'Turma Casos', validityType: 'durationInMonths', durationInMonths: 6 })
      .returning({ id: classGroups.id });
    cases = buildCases(group!.id);
    for (let start = 0; start < cases.length; start += 500) {
      const chunk = cases.slice(start, start + 500);
      await testApp.db
        .insert(users)
        .values(
          chunk.map(({ mundoTech: _m, frontEndCert: _c, classGroupId: _g, ...user }) => user),
        );
      const members = chunk.filter((user) => user.classGroupId !== null);
      if (members.length > 0) {
        await testApp.db
          .insert(classGroupMemberships)
          .values(members.map((user) => ({ userId: user.id, classGroupId: user.classGroupId! })));
      }
      const done = chunk.filter((user) => user.mundoTech);
      if (done.length > 0) {
        await testApp.db
          .insert(completedChallenges)
          .values(done.map((user) => ({ userId: user.id, challengeId: MUNDO_TECH_CHALLENGE_ID })));
      }
      const certified = chunk.filter((user) => user.frontEndCert);
      if (certified.length > 0) {
        await testApp.db.insert(certificates).values(
          certified.map((user, position) => ({
            userId: user.id,
            certSlug: 'fundamentos-da-programacao-front-end',
            verificationCode: `A${String(start + position).padStart(11, '0')}`,
            holderName: user.name ?? '',
          })),
        );
      }
    }
  }, 120_000);
  afterAll(async () => testApp.close());

  const readAll = async (query: ListQuery) => {
    const rows = await findListRows({
      db: testApp.db,
      query,
      sort: 'name',
      plan: planKeysetPage({
        query: { pageNumber: 1, pageSize: cases.length, order: 'asc' },
        sortColumn: SORT_COLUMNS.name,
        idColumn: users.id,
      }),
    });
    return new Map(rows.map((row) => [row.id, row.status]));
  };

  const expected = (
    list: NationalList,
    keep: (user: Case, placement: NationalListPlacement) => boolean = () => true,
  ) =>
    cases.filter((user) => {
      const placement = placementOf(user);
      return placement?.list === list && keep(user, placement);
    });

  it('covers every list and both statuses with the combinations', () => {
    for (const list of NATIONAL_LISTS) expect(expected(list).length).toBeGreaterThan(0);
    for (const status of REPROVED_AND_DROPOUT_STATUSES) {
      expect(
        expected(
          'reproved-and-dropout',
          (_user, placement) => 'status' in placement && placement.status === status,
        ).length,
      ).toBeGreaterThan(0);
    }
  });

  it.each(NATIONAL_LISTS)('the %s list holds exactly the domain’s learners', async (list) => {
    const rows = await readAll({ list, now: NOW });
    const users = expected(list);
    expect([...rows.keys()].sort()).toEqual(users.map((user) => user.id).sort());
    expect(await countList({ db: testApp.db, query: { list, now: NOW } })).toEqual({
      listSize: users.length,
      listSizeKind: 'exact',
    });
    const groups = await findAvailableGroups({ db: testApp.db, filter: { list, now: NOW } });
    expect(groups).toEqual(
      ['nacional-pr', 'nacional-pi'].filter((group) => users.some((user) => user.group === group)),
    );
  });

  it.each(NATIONAL_LISTS)('the %s list filtered by group keeps that group only', async (list) => {
    const rows = await readAll({ list, now: NOW, group: 'nacional-pi' });
    const users = expected(list, (user) => user.group === 'nacional-pi');
    expect([...rows.keys()].sort()).toEqual(users.map((user) => user.id).sort());
  });

  it('gives each reproved-and-dropout learner the domain’s status, and filters by it', async () => {
    const rows = await readAll({ list: 'reproved-and-dropout', now: NOW });
    for (const user of expected('reproved-and-dropout')) {
      const placement = placementOf(user);
      expect(rows.get(user.id)).toBe(placement && 'status' in placement ? placement.status : null);
    }
    for (const status of REPROVED_AND_DROPOUT_STATUSES) {
      const filtered = await readAll({ list: 'reproved-and-dropout', now: NOW, status });
      const users = expected(
        'reproved-and-dropout',
        (_user, placement) => 'status' in placement && placement.status === status,
      );
      expect([...filtered.keys()].sort()).toEqual(users.map((user) => user.id).sort());
    }
    expect(
      await findAvailableStatuses({
        db: testApp.db,
        filter: { list: 'reproved-and-dropout', now: NOW },
      }),
    ).toEqual(['reprovado', 'desistente']);
  });
});
