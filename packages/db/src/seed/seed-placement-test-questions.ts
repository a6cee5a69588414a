// Seeds the placement test's question bank (issue 16). Idempotent by slug: a question already there
// is brought up to date (prompt, code, options, right option, active), a new one is added, and
// nothing is ever duplicated. The bank is content, not demo data: the server runs this on every
// start, with or without the demo school, so every database has the test.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { placementTestQuestions, type PlacementTestOption } from '../schema/placement-test';
import { PLACEMENT_TEST_QUESTIONS, type PlacementQuestionSource } from './placement-test-questions';

/**
 * A stable option id that says nothing about the option's place or rightness: the first 12 hex
 * digits of SHA-256 over the slug and the option's text.
 */
export const placementOptionId = ({ slug, text }: { slug: string; text: string }): string =>
  createHash('sha256').update(`${slug}\n${text}`).digest('hex').slice(0, 12);

export const toPlacementQuestionRow = (
  source: PlacementQuestionSource,
): typeof placementTestQuestions.$inferInsert => {
  const optionOf = (text: string): PlacementTestOption => ({
    id: placementOptionId({ slug: source.slug, text }),
    text,
  });
  const right = optionOf(source.right);
  // Stored ordered by id, so the right option's place in the row says nothing either.
  const options = [right, ...source.wrong.map(optionOf)].sort((first, second) =>
    first.id.localeCompare(second.id),
  );
  return {
    slug: source.slug,
    prompt: source.prompt,
    code: source.code ?? null,
    options,
    correctOptionId: right.id,
    active: source.active ?? true,
  };
};

/** Upserts every question of the bank; answers how many there are, active or not. */
export async function seedPlacementTestQuestions(
  db: Database,
  questions: readonly PlacementQuestionSource[] = PLACEMENT_TEST_QUESTIONS,
): Promise<number> {
  if (questions.length === 0) return 0;
  await db
    .insert(placementTestQuestions)
    .values(questions.map(toPlacementQuestionRow))
    .onConflictDoUpdate({
      target: placementTestQuestions.slug,
      set: {
        prompt: sql`excluded.prompt`,
        code: sql`excluded.code`,
        options: sql`excluded.options`,
        correctOptionId: sql`excluded.correct_option_id`,
        active: sql`excluded.active`,
      },
    });
  return questions.length;
}
