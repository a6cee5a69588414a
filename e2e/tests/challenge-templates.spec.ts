// Each challenge template the course uses opens from the real built content (curriculum/dist): a
// classic challenge, a text-only page, a video-only page, a video challenge (answered wrong, then
// right) and a block introduction. The super-block introduction is learn-map's. (No challenge uses
// the link-project template since every certification project is built in the editor; its
// component test is front-end-project.test.tsx.)
import { readFileSync } from 'node:fs';
import type { CurriculumChallenge, CurriculumIndex } from '@escola/contracts/curriculum-index';
import type { ServerCurriculumIndex } from '@escola/contracts/curriculum-server-index';
import { getChallengeTemplate, type ChallengeTemplate } from '@escola/domain/challenge-templates';
import { CORRECT_ANSWER_MESSAGE, WRONG_ANSWER_MESSAGE } from '@escola/domain/messages';
import { expect, test } from '../fixtures/test-users';
import { texts } from '../support/locale';

const readJson = <Value>(file: string): Value =>
  JSON.parse(readFileSync(new URL(`../../curriculum/dist/${file}`, import.meta.url), 'utf8'));

const index = readJson<CurriculumIndex>('page-data/curriculum.json');
const answerKey = readJson<ServerCurriculumIndex>('server/curriculum.json');

const firstOf = (template: ChallengeTemplate, challengeType?: number): CurriculumChallenge => {
  const found = index.challenges.find(
    (challenge) =>
      getChallengeTemplate(challenge.challengeType) === template &&
      (challengeType === undefined || challenge.challengeType === challengeType),
  );
  if (!found) throw new Error(`O conteúdo não tem desafio do modelo ${template}.`);
  return found;
};

const heading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

test('a classic challenge opens in the code workspace (editor and tests), without the footer', async ({
  page,
}) => {
  const challenge = firstOf('classic');
  await page.goto(challenge.path);
  await expect(heading(page)).toHaveText(challenge.title);
  await expect(
    page.getByRole('heading', { name: texts.challenges.workspace.editor }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Editor de código/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.challenges.tests })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  const crumbs = page.getByRole('navigation', { name: texts.challenges.breadcrumbs });
  await expect(crumbs.getByRole('link')).toHaveCount(2);

  await page.getByRole('link', { name: texts.challenges.nextChallenge }).click();
  await expect(page).toHaveURL(new RegExp(`${challenge.nextChallengePath}$`));
});

test('a text-only page leads on to the next challenge', async ({ page }) => {
  const challenge = firstOf('textOnly');
  await page.goto(challenge.path);
  await expect(heading(page)).toHaveText(challenge.title);
  await page.getByRole('link', { name: texts.challenges.nextChallenge }).click();
  await expect(page).toHaveURL(new RegExp(`${challenge.nextChallengePath}$`));
});

test('a video-only page embeds its video from youtube-nocookie', async ({ page }) => {
  const challenge = firstOf('videoOnly');
  await page.goto(challenge.path);
  await expect(heading(page)).toHaveText(challenge.title);
  const video = page.locator('iframe.video-embed__frame');
  await expect(video).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect(video).toHaveAttribute('title', `Vídeo: ${challenge.title}`);
  await expect(page.getByRole('link', { name: texts.challenges.nextChallenge })).toBeVisible();
});

test('a video challenge checks the answer with the API', async ({ page }) => {
  const challenge = firstOf('videoChallenge', 11);
  const [question] =
    answerKey.challenges.find((entry) => entry.id === challenge.id)?.questions ?? [];
  if (!question) throw new Error('O desafio de vídeo não tem pergunta.');
  const wrongIndex = question.correctAnswerIndex === 0 ? 1 : 0;
  await page.goto(challenge.path);
  await expect(heading(page)).toHaveText(challenge.title);
  const answers = page.getByRole('radio');
  await expect(page.getByRole('link', { name: texts.challenges.nextChallenge })).toHaveCount(0);

  await answers.nth(wrongIndex).check();
  await page.getByRole('button', { name: texts.challenges.checkAnswer }).click();
  await expect(page.getByText(WRONG_ANSWER_MESSAGE)).toBeVisible();

  await answers.nth(question.correctAnswerIndex).check();
  await page.getByRole('button', { name: texts.challenges.checkAnswer }).click();
  await expect(page.getByText(CORRECT_ANSWER_MESSAGE)).toBeVisible();
  await expect(page.getByRole('link', { name: texts.challenges.nextChallenge })).toBeVisible();
});

test("a block introduction shows its text and the block's challenges", async ({ page }) => {
  const block = index.superBlocks
    .flatMap((superBlock) => superBlock.phases.flatMap((phase) => phase.blocks))
    .find((entry) => entry.introductionPath !== null);
  if (!block?.introductionPath) throw new Error('Nenhum bloco tem introdução.');
  await page.goto(block.introductionPath);
  await expect(heading(page)).toHaveText(block.title);
  const list = page.getByRole('region', { name: texts.challenges.blockChallenges });
  await expect(list.getByRole('link')).toHaveCount(block.challengeIds.length);
});

test('an unknown challenge shows the 404 page', async ({ page }) => {
  await page.goto('/learn/react/rotas/desafio-que-nao-existe');
  await expect(heading(page)).toHaveText(texts.shell.notFound.heading);
});
