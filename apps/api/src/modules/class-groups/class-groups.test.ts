import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classGroups } from '@escola/db/schema/class-groups';
import { CLASS_GROUP_CONTENT_REQUIRED_MESSAGES } from '@escola/domain/messages';
import { CLASS_GROUP_FIELD_MESSAGES } from '@escola/contracts/post-class-groups-new-class-group';
import { MESSAGES } from '../../messages';
import type { TestApp } from '../../testing/build-test-app';
import type { Caller } from '../../testing/request-as';
import {
  callAs,
  insertClassGroup,
  insertLearners,
  latestAuditEntry,
  signedInAs,
  startTestAppAs,
} from './class-groups-test-helpers';

const NEW_PATH = '/class-groups/new-class-group';
const EDIT_PATH = '/class-groups/edit-class-group';
const ALL_PATH = '/class-groups/all-class-groups';

const validGroup = (overrides: Record<string, unknown> = {}) => ({
  name: `Turma Paraná ${Math.random().toString(36).slice(2, 8)}`,
  curriculumAvailable: ['fundamentos-da-programacao-front-end', 'logica-de-programacao'],
  validityType: 'dateRange',
  validityDateRange: ['2026-02-01', '2026-07-31'],
  ...overrides,
});

describe('class groups: summary, create and edit', () => {
  let testApp: TestApp;
  let admin: Caller & { userId: string };

  beforeAll(async () => ({ testApp, caller: admin } = await startTestAppAs({ type: 'admin' })));
  afterAll(async () => testApp.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, caller = admin) =>
    callAs({ testApp, caller, method, url, payload });

  describe('GET /class-groups/all-class-groups', () => {
    it('lists every group in name order with its validity, content and learner count', async () => {
      const zeta = await insertClassGroup({
        db: testApp.db,
        overrides: { name: 'Zeta resumo', validityType: 'durationInMonths', durationInMonths: 12 },
      });
      const alpha = await insertClassGroup({
        db: testApp.db,
        overrides: {
          name: 'Alfa resumo',
          curriculumAvailable: ['react', 'html-css-javascript'],
          validityType: 'dateRange',
          validityStart: '2026-01-05',
          validityEnd: '2026-06-30',
          durationInMonths: null,
        },
      });
      await insertLearners({ db: testApp.db, classGroupId: alpha.id, count: 3 });
      await insertLearners({ db: testApp.db, classGroupId: null, count: 1 });

      const support = await signedInAs({ testApp, type: 'support' });
      const response = await call('GET', ALL_PATH, undefined, support);

      expect(response.statusCode).toBe(200);
      const { classGroups: summary } = response.json() as {
        classGroups: { id: string; name: string }[];
      };
      const names = summary.map((group) => group.name);
      expect(names.indexOf('Alfa resumo')).toBeLessThan(names.indexOf('Zeta resumo'));
      expect(summary.find((group) => group.id === alpha.id)).toEqual({
        id: alpha.id,
        name: 'Alfa resumo',
        curriculumAvailable: ['react', 'html-css-javascript'],
        validityType: 'dateRange',
        validityDateRange: ['2026-01-05', '2026-06-30'],
        durationInMonths: null,
        learnerCount: 3,
      });
      expect(summary.find((group) => group.id === zeta.id)).toEqual({
        id: zeta.id,
        name: 'Zeta resumo',
        curriculumAvailable: ['logica-de-programacao'],
        validityType: 'durationInMonths',
        validityDateRange: null,
        durationInMonths: 12,
        learnerCount: 0,
      });
    });

    it('refuses a learner (403) and a visitor (401)', async () => {
      const learner = await signedInAs({ testApp, type: 'student' });
      expect((await call('GET', ALL_PATH, undefined, learner)).statusCode).toBe(403);
      const visitor = await callAs({ testApp, caller: null, method: 'GET', url: ALL_PATH });
      expect(visitor.statusCode).toBe(401);
    });
  });

  describe('POST /class-groups/new-class-group', () => {
    it('creates the group, answers it with a success message and writes the audit entry', async () => {
      const body = validGroup({ name: '  Turma Curitiba 2026  ' });
      const response = await call('POST', NEW_PATH, body);

      expect(response.statusCode).toBe(201);
      const answer = response.json();
      expect(answer).toEqual({
        type: 'success',
        message: MESSAGES.classGroupCreated('Turma Curitiba 2026'),
        classGroup: {
          id: expect.any(String),
          name: 'Turma Curitiba 2026',
          curriculumAvailable: body.curriculumAvailable,
          validityType: 'dateRange',
          validityDateRange: ['2026-02-01', '2026-07-31'],
          durationInMonths: null,
          learnerCount: 0,
        },
      });
      const entry = await latestAuditEntry({ db: testApp.db, action: 'class-group.create' });
      expect(entry).toMatchObject({
        actorId: admin.userId,
        targetType: 'class-group',
        targetId: answer.classGroup.id,
        targetLabel: 'Turma Curitiba 2026',
        before: null,
      });
      expect(entry?.after).toMatchObject({
        name: 'Turma Curitiba 2026',
        validityType: 'dateRange',
      });
    });

    it('keeps only the field of the chosen validity type', async () => {
      const response = await call(
        'POST',
        NEW_PATH,
        validGroup({
          validityType: 'durationInMonths',
          durationInMonths: 36,
          validityDateRange: ['2026-01-01', '2026-02-01'],
        }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().classGroup).toMatchObject({
        validityType: 'durationInMonths',
        validityDateRange: null,
        durationInMonths: 36,
      });
    });

    it('refuses a group without content with the spec message for creation, word for word', async () => {
      const response = await call('POST', NEW_PATH, validGroup({ curriculumAvailable: [] }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        type: 'danger',
        message:
          'É preciso escolher pelo menos um item do conteúdo associado para cadastrar uma turma',
      });
      expect(CLASS_GROUP_CONTENT_REQUIRED_MESSAGES.create).toBe(response.json().message);
    });

    it('refuses a name already used, whatever its case, with a 409', async () => {
      await insertClassGroup({ db: testApp.db, overrides: { name: 'Turma Londrina' } });
      const response = await call('POST', NEW_PATH, validGroup({ name: 'turma LONDRINA' }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        type: 'danger',
        message: MESSAGES.classGroupNameTaken('turma LONDRINA'),
      });
    });

    it.each([
      ['an empty name', { name: '   ' }, CLASS_GROUP_FIELD_MESSAGES.nameRequired],
      [
        'a name over 120 characters',
        { name: 'a'.repeat(121) },
        CLASS_GROUP_FIELD_MESSAGES.nameTooLong,
      ],
      [
        'a trilha that does not exist',
        { curriculumAvailable: ['culinaria'] },
        'curriculumAvailable',
      ],
      [
        'a date range without dates',
        { validityDateRange: null },
        CLASS_GROUP_FIELD_MESSAGES.dateRangeRequired,
      ],
      [
        'a date range ending before it starts',
        { validityDateRange: ['2026-05-01', '2026-04-30'] },
        CLASS_GROUP_FIELD_MESSAGES.dateRangeOrder,
      ],
      [
        'an impossible date',
        { validityDateRange: ['2026-02-30', '2026-04-30'] },
        'validityDateRange',
      ],
      [
        'a date in another format',
        { validityDateRange: ['01/02/2026', '2026-04-30'] },
        'validityDateRange',
      ],
      [
        '0 months',
        { validityType: 'durationInMonths', durationInMonths: 0 },
        CLASS_GROUP_FIELD_MESSAGES.monthsRequired,
      ],
      [
        '37 months',
        { validityType: 'durationInMonths', durationInMonths: 37 },
        CLASS_GROUP_FIELD_MESSAGES.monthsRequired,
      ],
      [
        'no months',
        { validityType: 'durationInMonths' },
        CLASS_GROUP_FIELD_MESSAGES.monthsRequired,
      ],
      ['an unknown validity type', { validityType: 'forever' }, 'validityType'],
      ['an unknown field', { color: 'azul' }, 'corpo'],
    ])('answers %s with a 400 Portuguese flash', async (_label, overrides, expected) => {
      const response = await call('POST', NEW_PATH, validGroup(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().type).toBe('danger');
      expect(response.json().message).toContain(expected);
    });
  });

  describe('PUT /class-groups/edit-class-group', () => {
    it('saves the new fields and records only what changed in the audit log', async () => {
      const group = await insertClassGroup({ db: testApp.db });
      await insertLearners({ db: testApp.db, classGroupId: group.id, count: 2 });
      const response = await call('PUT', EDIT_PATH, {
        id: group.id,
        name: `${group.name} (noite)`,
        curriculumAvailable: ['logica-de-programacao', 'react'],
        validityType: 'durationInMonths',
        durationInMonths: 6,
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        type: 'success',
        message: MESSAGES.classGroupEdited(`${group.name} (noite)`),
        classGroup: {
          id: group.id,
          name: `${group.name} (noite)`,
          curriculumAvailable: ['logica-de-programacao', 'react'],
          validityType: 'durationInMonths',
          validityDateRange: null,
          durationInMonths: 6,
          learnerCount: 2,
        },
      });
      const entry = await latestAuditEntry({ db: testApp.db, action: 'class-group.edit' });
      expect(entry?.targetId).toBe(group.id);
      expect(entry?.before).toEqual({
        name: group.name,
        curriculumAvailable: ['logica-de-programacao'],
      });
      expect(entry?.after).toEqual({
        name: `${group.name} (noite)`,
        curriculumAvailable: ['logica-de-programacao', 'react'],
      });
    });

    it('lets a group keep its own name in another case', async () => {
      const group = await insertClassGroup({ db: testApp.db });
      const response = await call('PUT', EDIT_PATH, {
        ...validGroup({ name: group.name.toUpperCase() }),
        id: group.id,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().classGroup.name).toBe(group.name.toUpperCase());
    });

    it('refuses a group without content with the spec message for editing, word for word', async () => {
      const group = await insertClassGroup({ db: testApp.db });
      const response = await call('PUT', EDIT_PATH, {
        ...validGroup({ curriculumAvailable: [] }),
        id: group.id,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        type: 'danger',
        message:
          'É preciso escolher pelo menos um item do conteúdo associado para editar uma turma',
      });
      const [unchanged] = await testApp.db
        .select()
        .from(classGroups)
        .where(eq(classGroups.id, group.id));
      expect(unchanged?.curriculumAvailable).toEqual(['logica-de-programacao']);
    });

    it('refuses the name of another group (409) and an unknown id (404)', async () => {
      const taken = await insertClassGroup({ db: testApp.db });
      const group = await insertClassGroup({ db: testApp.db });
      const conflict = await call('PUT', EDIT_PATH, {
        ...validGroup({ name: taken.name.toLowerCase() }),
        id: group.id,
      });
      expect(conflict.statusCode).toBe(409);
      const unknown = await call('PUT', EDIT_PATH, {
        ...validGroup(),
        id: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ type: 'danger', message: MESSAGES.classGroupNotFound });
    });
  });

  describe('roles', () => {
    it('refuses every change to support (403) and to a visitor (401), changing nothing', async () => {
      const support = await signedInAs({ testApp, type: 'support' });
      const group = await insertClassGroup({ db: testApp.db });
      const other = await insertClassGroup({ db: testApp.db });
      const [learner] = await insertLearners({ db: testApp.db, classGroupId: group.id, count: 1 });
      const changes = [
        { method: 'POST', url: NEW_PATH, payload: validGroup() },
        { method: 'PUT', url: EDIT_PATH, payload: { ...validGroup(), id: group.id } },
        { method: 'DELETE', url: `/class-groups/delete-class-group/${group.id}` },
        {
          method: 'PUT',
          url: '/class-groups/move-users-class-group',
          payload: {
            sourceClassGroupId: group.id,
            targetClassGroupId: other.id,
            userIds: [learner?.id],
          },
        },
      ] as const;
      for (const change of changes) {
        const asSupport = await callAs({ testApp, caller: support, ...change });
        expect(asSupport.statusCode).toBe(403);
        expect(asSupport.json()).toEqual({ type: 'danger', message: MESSAGES.forbidden });
        const asVisitor = await callAs({ testApp, caller: null, ...change });
        expect(asVisitor.statusCode).toBe(401);
      }
      const [unchanged] = await testApp.db
        .select()
        .from(classGroups)
        .where(eq(classGroups.id, group.id));
      expect(unchanged?.name).toBe(group.name);
    });

    it('lets super create a group', async () => {
      const superUser = await signedInAs({ testApp, type: 'super' });
      const response = await call('POST', NEW_PATH, validGroup(), superUser);
      expect(response.statusCode).toBe(201);
    });
  });
});
