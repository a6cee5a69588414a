import { extractLinks, extractText, extractTextItems, getDocumentProxy, getMeta } from 'unpdf';
import { describe, expect, it, vi } from 'vitest';
import type { CertificateView } from '@escola/contracts/certificate';
import { renderCertificatePdf } from './render-certificate-pdf';

const A4_LANDSCAPE = { width: 841.89, height: 595.28 };
/** Text must stay inside the inner frame (29 pt from each edge). */
const FRAME = 29;

const certification: CertificateView = {
  certSlug: 'logica-de-programacao',
  kind: 'certification',
  title: 'Lógica de Programação',
  holderName: 'Conceição Araújo Ferreira',
  username: 'conceicao',
  workloadHours: 60,
  issuedAt: '2026-11-25T15:00:00.000Z',
  verificationCode: '7K3M-9QPX-2D4F',
  verificationUrl: 'https://escola.example/certification/7K3M-9QPX-2D4F',
  pdfUrl: '/certificate/pdf/7K3M-9QPX-2D4F',
};

const participation: CertificateView = {
  ...certification,
  certSlug: 'participacao-1',
  kind: 'participation',
  title: '1ª matrícula: Fundamentos da programação front-end',
  workloadHours: 40,
};

const render = async (view: CertificateView) => new Uint8Array(await renderCertificatePdf(view));

const textOf = async (pdf: Uint8Array) => {
  const { totalPages, text } = await extractText(pdf.slice(), { mergePages: true });
  return { totalPages, text: text.replace(/\s+/g, ' ') };
};

/** Every piece of text lies inside the frame, on the one page. */
const expectEverythingInsideTheFrame = async (pdf: Uint8Array) => {
  const { totalPages, items } = await extractTextItems(pdf.slice());
  expect(totalPages).toBe(1);
  const drawn = (items[0] ?? []).filter((item) => item.str.trim() !== '');
  expect(drawn.length).toBeGreaterThan(10);
  for (const item of drawn) {
    expect(item.x, item.str).toBeGreaterThanOrEqual(FRAME);
    expect(item.x + item.width, item.str).toBeLessThanOrEqual(A4_LANDSCAPE.width - FRAME);
    expect(item.y, item.str).toBeGreaterThanOrEqual(FRAME);
    expect(item.y + item.height, item.str).toBeLessThanOrEqual(A4_LANDSCAPE.height - FRAME);
  }
  return drawn;
};

describe('renderCertificatePdf', () => {
  it('prints a certification: holder, trilha, hours, date, code and verification URL', async () => {
    const pdf = await render(certification);
    const { totalPages, text } = await textOf(pdf);
    expect(totalPages).toBe(1);
    expect(text).toContain('Escola de Código');
    expect(text).toContain('Certificado Certificamos que Conceição Araújo Ferreira');
    expect(text).toContain('concluiu a trilha Lógica de Programação');
    expect(text).toContain('com carga horária de 60 horas.');
    expect(text).toContain('25 de novembro de 2026');
    expect(text).toContain('7K3M-9QPX-2D4F');
    expect(text).toContain('https://escola.example/certification/7K3M-9QPX-2D4F');
    expect(text).not.toContain('participação');
    await expectEverythingInsideTheFrame(pdf);
  });

  it('is an A4 landscape page whose verification URL is a link', async () => {
    const pdf = await render(certification);
    const { links } = await extractLinks(pdf.slice());
    expect(links).toEqual([certification.verificationUrl]);
    const page = await (await getDocumentProxy(pdf.slice())).getPage(1);
    expect(page.view).toEqual([0, 0, A4_LANDSCAPE.width, A4_LANDSCAPE.height]);
  });

  it('prints a participation certificate as such', async () => {
    const pdf = await render(participation);
    const { text } = await textOf(pdf);
    expect(text).toContain('Certificado de participação');
    expect(text).toContain(
      'participou da 1ª matrícula: Fundamentos da programação front-end com carga horária de 40 horas.',
    );
    await expectEverythingInsideTheFrame(pdf);
  });

  it('shrinks a longer name on its one line', async () => {
    const holderName = 'Maria Aparecida dos Santos Conceição Guimarães';
    const drawn = await expectEverythingInsideTheFrame(
      await render({ ...certification, holderName }),
    );
    const short = await expectEverythingInsideTheFrame(await render(certification));
    const nameItem = drawn.find((item) => item.str === holderName);
    const shortNameItem = short.find((item) => item.str === certification.holderName);
    expect(nameItem?.fontSize).toBeLessThan(shortNameItem?.fontSize ?? 0);
  });

  it.each([
    ['60', 'Maria Aparecida dos Santos Conceição Guimarães de Albuquerque'],
    [
      '100',
      'Maria Aparecida dos Santos Conceição Guimarães de Albuquerque e Vasconcelos Pereira da Silva Júnior',
    ],
  ])('puts a %s-character name on two lines, inside the frame', async (_length, holderName) => {
    const drawn = await expectEverythingInsideTheFrame(
      await render({ ...certification, holderName }),
    );
    const nameLines = drawn.filter((item) => holderName.includes(item.str.trim()));
    expect(nameLines).toHaveLength(2);
    expect(nameLines.map((item) => item.str.trim()).join(' ')).toBe(holderName);
  });

  it('prints letters outside Latin-1 and names typed with combining accents', async () => {
    const holderName = 'Wojciech Łukasiewicz Nguyễn';
    const decomposed = 'Joa\u0303o Conceic\u0327a\u0303o';
    const { text } = await textOf(await render({ ...certification, holderName }));
    expect(text).toContain(holderName);
    const combined = await textOf(await render({ ...certification, holderName: decomposed }));
    expect(combined.text).toContain('João Conceição');
  });

  it('keeps the text of a letter first drawn inside an accented one, render after render', async () => {
    // Fresh fonts: the first render embeds "ú" (and its part "u") before any plain "u" is drawn.
    vi.resetModules();
    const fresh = await import('./render-certificate-pdf');
    await fresh.renderCertificatePdf({ ...certification, holderName: 'Júlia Araújo' });
    const pdf = await fresh.renderCertificatePdf({ ...certification, holderName: 'Luana Suzuki' });
    expect((await textOf(new Uint8Array(pdf))).text).toContain('Luana Suzuki');
  });

  it('describes itself in its metadata, in Portuguese', async () => {
    const { info } = await getMeta(await render(certification));
    expect(info).toMatchObject({
      Title: 'Certificado: Lógica de Programação — Conceição Araújo Ferreira',
      Author: 'Escola de Código',
      Language: 'pt-BR',
    });
    expect(info.Subject).toContain('7K3M-9QPX-2D4F');
  });
});
