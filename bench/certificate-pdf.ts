// `npm run bench:certificate-pdf` (issue 16 budget: a certificate PDF rendered in ≤ 300 ms warm):
// renders one certificate in this process, first cold (the fonts are read on first use), then warm
// N times; prints the median and p95 render time and the file's size. Prints figures, asserts
// nothing about time.
//   --runs N  warm renders (default 30)   --out FILE  also write the PDF there (to look at it)
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { CertificateView } from '@escola/contracts/certificate';
import { formatMs, percentile } from './lib/run-load';

const BUDGET_WARM_MS = 300;

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '30' }, out: { type: 'string' } },
});
const warmRuns = Number(values.runs);

const view: CertificateView = {
  certSlug: 'logica-de-programacao',
  kind: 'certification',
  title: 'Lógica de Programação',
  holderName: 'Conceição Araújo Ferreira',
  username: 'conceicao-araujo',
  workloadHours: 60,
  issuedAt: '2026-11-25T15:00:00.000Z',
  verificationCode: '7K3M-9QPX-2D4F',
  verificationUrl: 'https://escola.example/certification/7K3M-9QPX-2D4F',
  pdfUrl: '/certificate/pdf/7K3M-9QPX-2D4F',
};

const importedAt = performance.now();
const { renderCertificatePdf } =
  await import('@escola/api/modules/certificate-pdf/render-certificate-pdf');
const importMs = performance.now() - importedAt;

const timeRender = async (): Promise<{ ms: number; pdf: Buffer }> => {
  const startedAt = performance.now();
  const pdf = await renderCertificatePdf(view);
  return { ms: performance.now() - startedAt, pdf };
};

const cold = await timeRender();
const warm: number[] = [];
for (let run = 0; run < warmRuns; run += 1) warm.push((await timeRender()).ms);
const median = percentile(warm, 50);

console.log(
  `bench:certificate-pdf — A4 paisagem, 1 página, ${(cold.pdf.length / 1024).toFixed(1)} KB`,
);
console.log(`carregar o módulo (pdfkit, qrcode): ${formatMs(importMs)}`);
console.log(`primeira renderização (fontes lidas do disco): ${formatMs(cold.ms)}`);
console.log(
  `renderização aquecida (${warmRuns}×): mediana ${formatMs(median)} · p95 ${formatMs(percentile(warm, 95))} · máx ${formatMs(Math.max(...warm))} — ${median <= BUDGET_WARM_MS ? 'dentro' : 'FORA'} do orçamento de ${BUDGET_WARM_MS} ms`,
);
if (values.out) {
  await writeFile(values.out, cold.pdf);
  console.log(`PDF gravado em ${values.out}`);
}
