// What the challenge journeys share: challenge paths by slug (from the built curriculum index), the
// editor, typing into it, the header's points, and finishing the reading page before the first
// JavaScript challenge (rule 7: the previous challenge must be done).
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { CurriculumIndex } from '@escola/contracts/curriculum-index';
import { texts } from './locale';

const index = JSON.parse(
  readFileSync(new URL('../../curriculum/dist/page-data/curriculum.json', import.meta.url), 'utf8'),
) as CurriculumIndex;

export const pathOf = (slug: string): string => {
  const found = index.challenges.find((challenge) => challenge.path.endsWith(`/${slug}`));
  if (!found) throw new Error(`desafio ${slug} não está no currículo`);
  return found.path;
};

export const READING = pathOf('o-que-e-um-algoritmo');
export const VARIABLES = pathOf('guarde-valores-em-variaveis');
export const OPERATORS = pathOf('faca-contas-com-operadores');
/** The reference solution of VARIABLES, line by line. */
export const VARIABLES_SOLUTION = ["let nome = 'Ana';", 'let idade = 17;', 'idade = 18;'];

export const editorOf = (page: Page) => page.getByRole('textbox', { name: /Editor de código/ });

export const typeSolution = async (page: Page, lines: string[]) => {
  await editorOf(page).click();
  for (const line of lines) {
    await page.keyboard.type(line);
    await page.keyboard.press('Enter');
  }
};

export const pointsInHeader = (page: Page, points: number) =>
  expect(page.getByRole('banner').getByText(`${points} pontos`)).toBeVisible();

export const finishReading = async (page: Page, points: number) => {
  await page.goto(READING);
  await page.getByRole('button', { name: texts.challenges.completeAndContinue }).click();
  await expect(page).toHaveURL(VARIABLES);
  await pointsInHeader(page, points + 10);
};
