// Certificates (issue 16): a learner who completed a certification's projects (seeded through the
// database: certifiableStudent) claims it on /certification, sees the concludedCertificate modal and
// the certificate page; the verification URL opened in a fresh anonymous browser shows it; the PDF
// downloads with the learner's name in its text; the QR code decodes to the verification URL. An
// anonymous visit to a private profile's certificate shows the privacy message, and a wrong code
// "Certificado não encontrado.".
import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { extractText, getDocumentProxy } from 'unpdf';
import { CERTIFICATE_NOT_FOUND_MESSAGE } from '@escola/contracts/get-certificate';
import { CERTIFICATION_BY_SLUG } from '@escola/domain/certifications';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test-users';
import { expectNoAxeViolations } from '../support/axe';
import { texts } from '../support/locale';
import { signInThroughApi } from '../support/sign-in';
import { CERTIFIED_CERT_SLUG } from '../support/test-users';

// axe-core runs twice (both themes) and a PDF is rendered: slow on a shared machine.
test.describe.configure({ timeout: 120_000 });

const certification = CERTIFICATION_BY_SLUG[CERTIFIED_CERT_SLUG];
const CODE_URL = /\/certification\/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

/** A mutating call of the signed-in page's session, with its CSRF token (as the web app sends). */
async function putAsSignedIn({ page, path, data }: { page: Page; path: string; data: unknown }) {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  const response = await page.request.put(path, {
    data,
    headers: { 'csrf-token': decodeURIComponent(token) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const decodeQrCode = (png: Buffer): string | null => {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
};

test('a learner claims a certification, and anyone can verify it, download it and scan it', async ({
  page,
  browser,
  certifiableStudent,
}) => {
  await signInThroughApi({ page, user: certifiableStudent });
  await page.goto('/certification');
  const card = page.getByRole('region', { name: certification.title });
  for (const project of certification.projects) {
    await expect(card.getByRole('listitem').filter({ hasText: project.title })).toContainText(
      texts.certificates.certification.projectDone,
    );
  }
  await card.getByRole('button', { name: texts.certificates.certification.claim }).click();

  const dialog = page.getByRole('dialog', { name: texts.certificates.concludedModal.title });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('status').getByText(/Parabéns/)).toBeVisible();
  await dialog.getByRole('link', { name: texts.certificates.concludedModal.view }).click();
  await expect(page).toHaveURL(
    `/certification/${certifiableStudent.username}/${CERTIFIED_CERT_SLUG}`,
  );

  const sheet = page.getByRole('article', { name: /Certificado/ });
  await expect(sheet.getByText(certifiableStudent.name, { exact: true })).toBeVisible();
  await expect(sheet).toContainText(certification.title);
  const verificationUrl = (await sheet.getByText(CODE_URL).textContent()) ?? '';
  expect(verificationUrl).toMatch(CODE_URL);
  await expectNoAxeViolations(page);

  // The QR code holds the verification URL.
  const qrCode = sheet.getByRole('img', { name: texts.certificates.certificate.qrAlt });
  await expect(qrCode).toHaveJSProperty('complete', true);
  expect(decodeQrCode(await qrCode.screenshot())).toBe(verificationUrl);

  // The PDF carries the learner's name.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: texts.certificates.certificate.pdf }).click();
  const download = await downloading;
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  expect(text).toContain(certifiableStudent.name);

  // Anyone with the link: a fresh browser, signed in as nobody.
  const anonymous = await browser.newContext();
  try {
    const visitor = await anonymous.newPage();
    await visitor.goto(verificationUrl);
    const verified = visitor.getByRole('article', { name: /Certificado/ });
    await expect(verified.getByText(certifiableStudent.name, { exact: true })).toBeVisible();
    await expect(verified).toContainText(certification.title);
    await expect(
      visitor.getByRole('link', { name: texts.shell.certification.aboutSchool }),
    ).toBeVisible();
  } finally {
    await anonymous.close();
  }
});

test("an anonymous visit to a private profile's certificate shows the privacy message", async ({
  page,
  browser,
  certifiableStudent,
}) => {
  await signInThroughApi({ page, user: certifiableStudent });
  // The profile of a new account is private (locked) until its owner opens it.
  await page.goto('/certification');
  await putAsSignedIn({
    page,
    path: '/certificate/verify',
    data: { certSlug: CERTIFIED_CERT_SLUG },
  });

  const anonymous = await browser.newContext();
  try {
    const visitor = await anonymous.newPage();
    await visitor.goto(`/certification/${certifiableStudent.username}/${CERTIFIED_CERT_SLUG}`);
    await expect(
      visitor.getByRole('heading', {
        level: 1,
        name: texts.certificates.certificate.unavailable,
      }),
    ).toBeVisible();
    await expect(visitor.getByRole('alert')).toContainText(certifiableStudent.username);
    await expect(visitor.getByRole('article')).toHaveCount(0);
    await expect(visitor.getByText(certifiableStudent.name)).toHaveCount(0);
  } finally {
    await anonymous.close();
  }
});

test('a wrong code shows "Certificado não encontrado."', async ({ page }) => {
  await page.goto('/certification/ZZZZ-ZZZZ-ZZZZ');
  await expect(
    page.getByRole('heading', { level: 1, name: CERTIFICATE_NOT_FOUND_MESSAGE }),
  ).toBeVisible();
  await page.goto('/certification/isto-nao-e-um-codigo');
  await expect(
    page.getByRole('heading', { level: 1, name: CERTIFICATE_NOT_FOUND_MESSAGE }),
  ).toBeVisible();
});

test('/certificate-of-participation lists the four stages still to earn, accessible in both themes', async ({
  page,
  student,
}) => {
  const t = texts.certificates.participation;
  await signInThroughApi({ page, user: student });
  await page.goto('/certificate-of-participation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
  await expect(page.getByText(t.toEarn, { exact: true })).toHaveCount(4);
  await expect(page.getByText(t.earned, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
