// The certificate as a PDF (issue 16, decision 036): one A4 landscape page in Portuguese, fonts
// embedded (Inter and Lora, subsets as the text needs), the QR code drawn as vector shapes. The
// layout is fixed: the holder's name and the title shrink (the name may take two lines) to fit.
import PDFDocument from 'pdfkit';
import type { CertificateView } from '@escola/contracts/certificate';
import { COLORS, PAGE, SCHOOL_NAME } from './certificate-page';
import { drawFrame, drawLogoMark, drawSeal } from './draw-ornaments';
import { drawQrCode } from './qr-code-modules';
import { drawLine, fitFontSize, lineHeight, measureText, type LineStyle } from './draw-text';
import { formatLongBrazilianDate } from '@escola/domain/long-date';

const CENTER_X = PAGE.width / 2;
const CONTENT_LEFT = 78;
const CONTENT_RIGHT = PAGE.width - CONTENT_LEFT;
const CONTENT_WIDTH = CONTENT_RIGHT - CONTENT_LEFT;
const NAME_MAX_WIDTH = 640;
/** Below this size a long name goes on two lines instead of shrinking further. */
const NAME_SINGLE_LINE_MINIMUM_SIZE = 26;
/** The largest size of a name on two lines. */
const NAME_TWO_LINES_SIZE = 32;
const QR_SIZE = 80;

const style = (
  family: LineStyle['face']['family'],
  weight: LineStyle['face']['weight'],
  size: number,
  color: string,
  characterSpacing = 0,
): LineStyle => ({ face: { family, weight }, size, color, characterSpacing });

const STYLES = {
  schoolName: style('inter', 600, 15, COLORS.text),
  heading: style('lora', 600, 38, COLORS.primary),
  lead: style('inter', 400, 14, COLORS.muted),
  name: style('lora', 600, 40, COLORS.text),
  title: style('inter', 700, 22, COLORS.primaryDeep),
  label: style('inter', 600, 8, COLORS.muted, 0.5),
  value: style('inter', 600, 12, COLORS.text),
  code: style('inter', 700, 14, COLORS.text, 0.6),
  small: style('inter', 400, 9, COLORS.muted),
  url: style('inter', 400, 9, COLORS.primary),
  caption: style('inter', 400, 7.5, COLORS.muted),
};

const drawSchool = (document: PDFKit.PDFDocument, top: number): void => {
  const markSize = 26;
  const gap = 9;
  const nameHeight = lineHeight(document, STYLES.schoolName);
  const width = measureText(document, SCHOOL_NAME, STYLES.schoolName);
  const left = CENTER_X - (markSize + gap + width) / 2;
  drawLogoMark(document, left, top, markSize);
  drawLine(document, SCHOOL_NAME, STYLES.schoolName, {
    x: left + markSize + gap,
    y: top + (markSize - nameHeight) / 2 + 1,
  });
};

/** The name on one line, or on two (split where the longer line is shortest) when it is long. */
const nameLines = (
  document: PDFKit.PDFDocument,
  name: string,
): { lines: string[]; size: number } => {
  const single = fitFontSize(document, name, STYLES.name, NAME_MAX_WIDTH);
  const words = name.split(' ');
  if (single >= NAME_SINGLE_LINE_MINIMUM_SIZE || words.length < 2) {
    return { lines: [name], size: single };
  }
  let best = { lines: [name], longest: Number.POSITIVE_INFINITY };
  for (let split = 1; split < words.length; split += 1) {
    const lines = [words.slice(0, split).join(' '), words.slice(split).join(' ')];
    const longest = Math.max(...lines.map((line) => line.length));
    if (longest < best.longest) best = { lines, longest };
  }
  const size = Math.min(
    ...best.lines.map((line) =>
      fitFontSize(document, line, { ...STYLES.name, size: NAME_TWO_LINES_SIZE }, NAME_MAX_WIDTH),
    ),
  );
  return { lines: best.lines, size };
};

/** Top of the heading, and the band the body is centred in (between the accent bar and the rule). */
const HEADING_TOP = 100;
const BODY_BAND_BOTTOM = 440;
const VERIFICATION_TOP = 452;

const headingOf = (view: CertificateView): string =>
  view.kind === 'participation' ? 'Certificado de participação' : 'Certificado';

const drawHeading = (document: PDFKit.PDFDocument, view: CertificateView): number => {
  drawLine(document, headingOf(view), STYLES.heading, {
    centerX: CENTER_X,
    y: HEADING_TOP,
    maxWidth: CONTENT_WIDTH,
  });
  const barTop = HEADING_TOP + lineHeight(document, STYLES.heading) + 8;
  document.rect(CENTER_X - 28, barTop, 56, 3).fill(COLORS.accent);
  return barTop + 3;
};

type BodyItem =
  | { kind: 'text'; text: string; style: LineStyle; height: number }
  | { kind: 'rule'; height: number }
  | { kind: 'space'; height: number };

/** The lines under the heading, top to bottom, with the sizes that fit. */
const layoutBody = (document: PDFKit.PDFDocument, view: CertificateView): BodyItem[] => {
  const text = (value: string, lineStyle: LineStyle): BodyItem => ({
    kind: 'text',
    text: value,
    style: lineStyle,
    height: lineHeight(document, lineStyle),
  });
  const name = nameLines(document, view.holderName.replace(/\s+/g, ' ').trim());
  const titleStyle = {
    ...STYLES.title,
    size: fitFontSize(document, view.title, STYLES.title, CONTENT_WIDTH),
  };
  return [
    text('Certificamos que', STYLES.lead),
    { kind: 'space', height: 8 },
    ...name.lines.map((line) => text(line, { ...STYLES.name, size: name.size })),
    { kind: 'space', height: 6 },
    { kind: 'rule', height: 0 },
    { kind: 'space', height: 18 },
    text(view.kind === 'participation' ? 'participou da' : 'concluiu a trilha', STYLES.lead),
    { kind: 'space', height: 4 },
    text(view.title, titleStyle),
    { kind: 'space', height: 6 },
    text(`com carga horária de ${view.workloadHours} horas.`, STYLES.lead),
  ];
};

const drawBody = (document: PDFKit.PDFDocument, view: CertificateView, bandTop: number): void => {
  const items = layoutBody(document, view);
  const height = items.reduce((total, item) => total + item.height, 0);
  let y = bandTop + Math.max(0, (BODY_BAND_BOTTOM - bandTop - height) / 2);
  for (const item of items) {
    if (item.kind === 'text') drawLine(document, item.text, item.style, { centerX: CENTER_X, y });
    if (item.kind === 'rule') {
      document
        .lineWidth(0.75)
        .moveTo(CENTER_X - 210, y)
        .lineTo(CENTER_X + 210, y)
        .stroke(COLORS.border);
    }
    y += item.height;
  }
};

const drawVerification = (document: PDFKit.PDFDocument, view: CertificateView): void => {
  const top = VERIFICATION_TOP;
  document
    .lineWidth(0.75)
    .moveTo(CONTENT_LEFT, top)
    .lineTo(CONTENT_RIGHT, top)
    .stroke(COLORS.border);

  const qrLeft = CONTENT_RIGHT - QR_SIZE;
  const qrTop = top + 10;
  const rowTop = top + 24;
  drawLine(document, 'EMITIDO EM', STYLES.label, { x: CONTENT_LEFT, y: rowTop });
  drawLine(document, formatLongBrazilianDate(new Date(view.issuedAt)), STYLES.value, {
    x: CONTENT_LEFT,
    y: rowTop + 14,
  });
  const codeLeft = CONTENT_LEFT + 210;
  drawLine(document, 'CÓDIGO DE VERIFICAÇÃO', STYLES.label, { x: codeLeft, y: rowTop });
  drawLine(document, view.verificationCode, STYLES.code, { x: codeLeft, y: rowTop + 13 });

  const linkTop = rowTop + 44;
  const textWidth = qrLeft - 24 - CONTENT_LEFT;
  drawLine(document, 'Confira a autenticidade deste certificado em', STYLES.small, {
    x: CONTENT_LEFT,
    y: linkTop,
  });
  drawLine(document, view.verificationUrl, STYLES.url, {
    x: CONTENT_LEFT,
    y: linkTop + 13,
    maxWidth: textWidth,
    link: view.verificationUrl,
  });

  // The seal sits midway between the code (about 150 points wide) and the QR code.
  drawSeal(document, (codeLeft + 150 + qrLeft) / 2, qrTop + QR_SIZE / 2);
  drawQrCode(document, {
    text: view.verificationUrl,
    x: qrLeft,
    y: qrTop,
    size: QR_SIZE,
    color: COLORS.text,
  });
  drawLine(document, 'Aponte a câmera para verificar', STYLES.caption, {
    centerX: qrLeft + QR_SIZE / 2,
    y: qrTop + QR_SIZE + 4,
  });
};

const describeDocument = (view: CertificateView): PDFKit.DocumentInfo => ({
  Title: `${headingOf(view)}: ${view.title} — ${view.holderName}`,
  Author: SCHOOL_NAME,
  Subject: `${view.title}, ${view.workloadHours} horas. Código de verificação ${view.verificationCode}: ${view.verificationUrl}`,
  Keywords: `certificado, ${view.title}, ${view.verificationCode}`,
  Creator: SCHOOL_NAME,
});

/** The certificate as PDF bytes: one A4 landscape page. */
export const renderCertificatePdf = (view: CertificateView): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const document = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: 0,
      info: describeDocument(view),
      lang: 'pt-BR',
      displayTitle: true,
      pdfVersion: '1.7',
    });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    try {
      drawFrame(document);
      drawSchool(document, 58);
      drawBody(document, view, drawHeading(document, view));
      drawVerification(document, view);
      document.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
