// In-app messages (issue 19): support writes a message for everyone (the form refuses an empty one
// first); a learner sees the unread count in the header, opens the message in the messages dialog
// and the count falls; support then deletes it after confirming. axe checks every page and the
// dialog in both themes. With an image: the form refuses a file that is not an image on its field
// (nothing saved), uploads a real one once (an edit that leaves it alone uploads nothing), and the
// learner sees the image, described, in the dialog.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { MESSAGE_FIELD_MESSAGES } from '@escola/contracts/message-payload';
import { expect, test } from '../fixtures/test-users';
import { expectNoAxeViolations } from '../support/axe';
import { interpolate, texts } from '../support/locale';
import { signInThroughApi } from '../support/sign-in';
import messagesTexts from '../../apps/web/src/locales/pt-BR/messages.json' with { type: 'json' };

const copy = texts.admin.messages;
const badgeCopy = texts.shell.messages;
const listCopy = messagesTexts.list;

/** The unread count the header's messages button announces (0 when it says none). */
const readUnreadCount = (name: string | null): number => {
  const match = /(\d+) não lidas?/.exec(name ?? '');
  return match ? Number(match[1]) : 0;
};

/** The header's messages button when it announces `count` unread messages. */
const badgeNamed = (count: number) =>
  count === 0
    ? badgeCopy.open
    : interpolate(count === 1 ? badgeCopy.openUnread_one : badgeCopy.openUnread_other, { count });

/** A real PNG of 120×80 (a two-colour split), as the file picker gives it. */
const pngFile = () => {
  const png = new PNG({ width: 120, height: 80 });
  for (let index = 0; index < png.width * png.height; index += 1) {
    const left = index % png.width < png.width / 2;
    png.data.set(left ? [20, 90, 200, 255] : [240, 180, 30, 255], index * 4);
  }
  return { name: 'cartaz.png', mimeType: 'image/png', buffer: PNG.sync.write(png) };
};

/** Whether the image loaded (a broken or refused image has no natural width). */
const naturalWidthOf = (page: Page, name: string) =>
  page.getByRole('img', { name }).evaluate((image) => (image as HTMLImageElement).naturalWidth);

test('support writes a message for everyone, a learner reads it and the count falls', async ({
  page,
  staffMember,
  student,
}) => {
  test.setTimeout(120_000);
  const title = `Aula ao vivo ${randomBytes(3).toString('hex')}`;
  const body = 'Sexta às 19h tem aula ao vivo de lógica.\nTraga suas dúvidas!';
  const main = page.getByRole('main');

  await signInThroughApi({ page, user: staffMember });
  await page.goto('/admin/messages-managment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.admin.titles.messages);
  await expectNoAxeViolations(page);

  // The form refuses an empty message with the API's words, then creates a valid one.
  await main.getByRole('link', { name: copy.list.newMessage }).click();
  await expect(page).toHaveURL(/\/admin\/messages-managment\/form$/);
  await page.getByRole('button', { name: copy.form.submitCreate }).click();
  await expect(page.getByText('Informe o título da mensagem.')).toBeVisible();
  await expect(page.getByText('Escreva o texto da mensagem.')).toBeVisible();
  await page.getByRole('radio', { name: copy.form.kinds['class-group'] }).check();
  await expect(page.getByLabel(copy.form.classGroup, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: copy.form.kinds.all }).check();
  await page.getByLabel(copy.form.title, { exact: true }).fill(title);
  await page.getByLabel(copy.form.body, { exact: true }).fill(body);
  await page.getByRole('button', { name: copy.form.submitCreate }).click();
  await expect(page).toHaveURL(/\/admin\/messages-managment$/);
  await expect(page.getByText(`Mensagem "${title}" criada.`)).toBeVisible();
  const search = main.getByRole('searchbox', { name: copy.list.search });
  await search.fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText(copy.audience.all);

  // The learner: the header counts it, the dialog shows it, opening it marks it read.
  await page.context().clearCookies();
  await signInThroughApi({ page, user: student });
  await page.goto('/learn');
  const badge = page.getByRole('banner').getByRole('button', { name: /^Abrir as mensagens/ });
  await expect(badge).toHaveAccessibleName(/não lidas?$/);
  const unreadBefore = readUnreadCount(await badge.getAttribute('aria-label'));
  expect(unreadBefore).toBeGreaterThanOrEqual(1);
  await badge.click();
  const dialogOfMessages = page.getByRole('dialog', { name: badgeCopy.title });
  const entry = dialogOfMessages.getByRole('button', { name: new RegExp(title) });
  await expect(entry).toContainText(listCopy.unread);
  await expectNoAxeViolations(page);
  await entry.click();
  await expect(
    dialogOfMessages.getByText('Sexta às 19h tem aula ao vivo de lógica.'),
  ).toBeVisible();
  await expect(entry).not.toContainText(listCopy.unread);
  await dialogOfMessages.getByRole('button', { name: badgeCopy.close }).click();
  const expectedName =
    unreadBefore - 1 === 0
      ? badgeCopy.open
      : interpolate(
          unreadBefore - 1 === 1 ? badgeCopy.openUnread_one : badgeCopy.openUnread_other,
          {
            count: unreadBefore - 1,
          },
        );
  await expect(page.getByRole('banner').getByRole('button', { name: expectedName })).toBeVisible();
  // Read state is kept on the server: a reload shows the same count.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: expectedName })).toBeVisible();
  await expectNoAxeViolations(page);

  // Support deletes it, after confirming.
  await page.context().clearCookies();
  await signInThroughApi({ page, user: staffMember });
  await page.goto(`/admin/messages-managment?search=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: interpolate(copy.list.deleteNamed, { title }) }).click();
  const dialog = page.getByRole('dialog', { name: interpolate(copy.delete.title, { title }) });
  await expect(dialog).toContainText(copy.delete.body);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: copy.delete.confirm }).click();
  await expect(page.getByText(`Mensagem "${title}" excluída.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
});

test('support writes a message with an image, uploaded once; the learner sees it described', async ({
  page,
  staffMember,
  student,
}) => {
  test.setTimeout(120_000);
  const title = `Cartaz ${randomBytes(3).toString('hex')}`;
  const description = 'Cartaz azul e amarelo da aula ao vivo de sexta';
  const imageCopy = copy.form.image;
  let uploads = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/upload-image') {
      uploads += 1;
    }
  });

  await signInThroughApi({ page, user: staffMember });
  await page.goto('/admin/messages-managment/form');
  await page.getByLabel(copy.form.title, { exact: true }).fill(title);
  await page.getByLabel(copy.form.body, { exact: true }).fill('Veja o cartaz da aula.');

  // A text file named .png: the server reads the bytes and refuses it, on the image field.
  await page.getByLabel(imageCopy.choose).setInputFiles({
    name: 'nao-e-imagem.png',
    mimeType: 'image/png',
    buffer: Buffer.from('isto não é uma imagem'),
  });
  await page.getByLabel(imageCopy.description).fill('Texto qualquer');
  await page.getByRole('button', { name: copy.form.submitCreate }).click();
  const imageInput = page.getByLabel(imageCopy.replace);
  await expect(imageInput).toHaveAccessibleDescription(/Formato de imagem não aceito/);
  await expect(page).toHaveURL(/\/admin\/messages-managment\/form$/);
  expect(uploads).toBe(1);

  // A real image: previewed; its description is required; saved with one more upload.
  await imageInput.setInputFiles(pngFile());
  await page.getByLabel(imageCopy.description).fill('');
  await expect.poll(() => naturalWidthOf(page, imageCopy.previewAlt)).toBe(120);
  await page.getByRole('button', { name: copy.form.submitCreate }).click();
  await expect(page.getByText(MESSAGE_FIELD_MESSAGES.imageDescriptionRequired)).toBeVisible();
  await page.getByLabel(imageCopy.description).fill(description);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: copy.form.submitCreate }).click();
  await expect(page).toHaveURL(/\/admin\/messages-managment$/);
  await expect(page.getByText(`Mensagem "${title}" criada.`)).toBeVisible();
  expect(uploads).toBe(2);

  // Editing the text only: the stored image shows and is not uploaded again.
  await page.goto(`/admin/messages-managment?search=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: interpolate(copy.list.editNamed, { title }) }).click();
  await expect(page).toHaveURL(/\/admin\/messages-managment\/form\?id=/);
  await expect.poll(() => naturalWidthOf(page, description)).toBeGreaterThan(0);
  await page.getByLabel(copy.form.body, { exact: true }).fill('Veja o cartaz da aula de sexta.');
  await page.getByRole('button', { name: copy.form.submitEdit }).click();
  await expect(page.getByText(`Mensagem "${title}" atualizada.`)).toBeVisible();
  expect(uploads).toBe(2);

  // The learner: counted in the header, the image in the dialog, the count falls after reading.
  await page.context().clearCookies();
  await signInThroughApi({ page, user: student });
  await page.goto('/learn');
  const badge = page.getByRole('banner').getByRole('button', { name: /^Abrir as mensagens/ });
  await expect(badge).toHaveAccessibleName(/não lidas?$/);
  const unreadBefore = readUnreadCount(await badge.getAttribute('aria-label'));
  expect(unreadBefore).toBeGreaterThanOrEqual(1);
  await badge.click();
  const dialogOfMessages = page.getByRole('dialog', { name: badgeCopy.title });
  const entry = dialogOfMessages.getByRole('button', { name: new RegExp(title) });
  await expect(entry).toContainText(listCopy.unread);
  await entry.click();
  await expect(dialogOfMessages.getByText('Veja o cartaz da aula de sexta.')).toBeVisible();
  await expect(dialogOfMessages.getByRole('img', { name: description })).toBeVisible();
  await expect.poll(() => naturalWidthOf(page, description)).toBe(120);
  await expectNoAxeViolations(page);
  await expect(entry).not.toContainText(listCopy.unread);
  await dialogOfMessages.getByRole('button', { name: badgeCopy.close }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: badgeNamed(unreadBefore - 1) }),
  ).toBeVisible();
});

test('a learner cannot read another user’s messages nor write one', async ({
  page,
  student,
  staffMember,
}) => {
  await signInThroughApi({ page, user: student });
  const other = await page.request.get(
    `/api/messages/get-messages-for-user?userId=${staffMember.id}`,
  );
  expect(other.status()).toBe(403);
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  const create = await page.request.post('/api/messages/create-message', {
    headers: { 'csrf-token': decodeURIComponent(token) },
    data: { messagePayload: { title: 'x', body: 'y', audience: { kind: 'all' } } },
  });
  expect(create.status()).toBe(403);
  await page.goto('/admin/messages-managment');
  await expect(page).toHaveURL(/\/learn$/);
});
