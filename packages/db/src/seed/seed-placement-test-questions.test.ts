import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { placementTestQuestions } from '../schema/placement-test';
import { createTestDatabase } from '../testing';
import { PLACEMENT_TEST_QUESTIONS } from './placement-test-questions';
import { seedDemoSchool } from './seed-demo-school';
import { seedPlacementTestQuestions } from './seed-placement-test-questions';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const readBank = () =>
  handle.db.select().from(placementTestQuestions).orderBy(placementTestQuestions.slug);

describe('the placement-test question bank', () => {
  it('has at least 20 questions, each with four different options and a unique slug', () => {
    expect(PLACEMENT_TEST_QUESTIONS.length).toBeGreaterThanOrEqual(20);
    const slugs = PLACEMENT_TEST_QUESTIONS.map((question) => question.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const question of PLACEMENT_TEST_QUESTIONS) {
      const texts = [question.right, ...question.wrong];
      expect(new Set(texts).size, question.slug).toBe(4);
      expect(question.prompt.trim(), question.slug).not.toBe('');
    }
  });
});

describe('seedPlacementTestQuestions', () => {
  it('seeds the bank once: a second run duplicates nothing and keeps every id', async () => {
    await seedPlacementTestQuestions(handle.db);
    const first = await readBank();
    expect(first).toHaveLength(PLACEMENT_TEST_QUESTIONS.length);
    for (const row of first) {
      expect(row.active).toBe(true);
      expect(row.options).toHaveLength(4);
      expect(row.options.map((option) => option.id)).toContain(row.correctOptionId);
      // The option ids are opaque: no letter or position to guess the right one from.
      for (const option of row.options) expect(option.id).toMatch(/^[0-9a-f]{12}$/);
    }

    await seedPlacementTestQuestions(handle.db);
    const second = await readBank();
    expect(second).toEqual(first);
  });

  it('brings a changed question up to date and retires one marked inactive', async () => {
    const [source] = PLACEMENT_TEST_QUESTIONS;
    if (!source) throw new Error('banco vazio');
    await seedPlacementTestQuestions(handle.db, [
      { ...source, prompt: `${source.prompt} (revisada)`, active: false },
    ]);
    const [row] = await handle.db
      .select()
      .from(placementTestQuestions)
      .where(eq(placementTestQuestions.slug, source.slug));
    expect(row).toMatchObject({ prompt: `${source.prompt} (revisada)`, active: false });
    expect(await readBank()).toHaveLength(PLACEMENT_TEST_QUESTIONS.length);

    await seedPlacementTestQuestions(handle.db);
    const [restored] = await handle.db
      .select()
      .from(placementTestQuestions)
      .where(eq(placementTestQuestions.slug, source.slug));
    expect(restored).toMatchObject({ prompt: source.prompt, active: true });
  });

  it('comes with the demo school', async () => {
    const fresh = await createTestDatabase();
    try {
      await seedDemoSchool(fresh.db);
      const rows = await fresh.db.select().from(placementTestQuestions);
      expect(rows).toHaveLength(PLACEMENT_TEST_QUESTIONS.length);
    } finally {
      await fresh.close();
    }
  });
});
