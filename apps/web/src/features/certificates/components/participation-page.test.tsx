// /certificate-of-participation: the four participation certificates — the earned ones with their
// code, QR code, page and PDF; the others "a conquistar" with the checkpoint challenge that earns
// them (its path from the curriculum index).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurriculumIndex } from '@escola/contracts/curriculum-index';
import { CHECKPOINT_CHALLENGE_IDS } from '@escola/domain/checkpoints';
import { renderApp } from '../../../test/render-app';
import { PAGE_LOAD } from '../../../test/page-load';
import { createSessionUser } from '../../../test/session-user-fixture';
import { CODE, createCertificateView } from '../test/certificate-fixture';

const SECOND_CHECKPOINT_PATH =
  '/learn/html-css-javascript/lista-de-compras/checkpoint-lista-de-compras';

/** Only what the page reads of the index: the checkpoint challenges' paths. */
const curriculumIndex = {
  buildId: 'teste',
  superBlocks: [],
  challenges: [{ id: CHECKPOINT_CHALLENGE_IDS.second, path: SECOND_CHECKPOINT_PATH }],
} as unknown as CurriculumIndex;

const firstStage = createCertificateView({
  certSlug: 'participacao-1',
  kind: 'participation',
  title: '1ª matrícula: Fundamentos da programação front-end',
  workloadHours: 40,
});

const openPage = async (mine: Parameters<typeof renderApp>[0]['routes']) => {
  const view = renderApp({
    path: '/certificate-of-participation',
    user: createSessionUser(),
    routes: { 'GET /page-data/curriculum.json': { body: curriculumIndex }, ...mine },
  });
  await screen.findByRole('heading', { level: 1, name: 'Certificados de participação' }, PAGE_LOAD);
  return view;
};

describe('the participation certificates page', () => {
  it('shows the earned certificate with its code, QR code, page and PDF', async () => {
    await openPage({
      'GET /certificate/mine': {
        body: { certificates: [createCertificateView(), firstStage] },
      },
    });
    const earned = within(
      await screen.findByRole('region', {
        name: '1ª matrícula: Fundamentos da programação front-end',
      }),
    );
    expect(earned.getByText('Conquistado')).toBeVisible();
    expect(earned.getByText('Emitido em 25 de novembro de 2026')).toBeVisible();
    expect(earned.getByText(`Código: ${CODE}`)).toBeVisible();
    expect(earned.getByRole('img', { name: /Código QR/ })).toHaveAttribute(
      'src',
      `/certificate/qr/${CODE}`,
    );
    expect(earned.getByRole('link', { name: 'Ver certificado' })).toHaveAttribute(
      'href',
      '/certification/ana-souza/participacao-1',
    );
    expect(earned.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute(
      'href',
      `/certificate/pdf/${CODE}`,
    );
    // The certification (not a participation certificate) is not listed here.
    expect(screen.getAllByRole('region')).toHaveLength(4);
  });

  it('shows the others to earn, with the checkpoint challenge that earns each', async () => {
    await openPage({ 'GET /certificate/mine': { body: { certificates: [firstStage] } } });
    const second = within(
      await screen.findByRole('region', {
        name: '2ª matrícula: Desenvolvedor front-end com React',
      }),
    );
    expect(second.getByText('A conquistar')).toBeVisible();
    expect(
      second.getByText(
        'Conclua o desafio de checkpoint da 2ª matrícula para conquistar este certificado.',
      ),
    ).toBeVisible();
    expect(
      await second.findByRole('link', { name: 'Ir para o desafio de checkpoint' }),
    ).toHaveAttribute('href', SECOND_CHECKPOINT_PATH);
    expect(second.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getAllByText('A conquistar')).toHaveLength(3);
  });

  it('says so when the certificates cannot be loaded, and retries', async () => {
    const user = userEvent.setup();
    let calls = 0;
    await openPage({
      'GET /certificate/mine': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: { type: 'danger', message: 'Serviço indisponível.' } }
          : { body: { certificates: [] } };
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Serviço indisponível.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findAllByText('A conquistar')).toHaveLength(4);
  });
});
