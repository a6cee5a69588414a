import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_RECORD_SLUGS,
  describeCertificate,
  getCheckpointOfParticipationCert,
  getParticipationCertSlugForChallenge,
  isCertificateRecordSlug,
  isCertSlug,
  isParticipationCertSlug,
} from './certificate-records';
import { CHECKPOINT_CHALLENGE_IDS } from './checkpoints';

describe('certificate records', () => {
  it('knows both kinds of slug and nothing else', () => {
    expect(CERTIFICATE_RECORD_SLUGS).toHaveLength(8);
    expect(isCertSlug('react')).toBe(true);
    expect(isCertSlug('participacao-1')).toBe(false);
    expect(isParticipationCertSlug('participacao-4')).toBe(true);
    expect(isParticipationCertSlug('react')).toBe(false);
    expect(isCertificateRecordSlug('participacao-5')).toBe(false);
    expect(isCertificateRecordSlug('logica-de-programacao')).toBe(true);
  });

  it('maps each checkpoint challenge to its participation certificate', () => {
    expect(getParticipationCertSlugForChallenge(CHECKPOINT_CHALLENGE_IDS.first)).toBe(
      'participacao-1',
    );
    expect(getParticipationCertSlugForChallenge(CHECKPOINT_CHALLENGE_IDS.fourth)).toBe(
      'participacao-4',
    );
    expect(getParticipationCertSlugForChallenge('outro-desafio')).toBeNull();
    expect(getCheckpointOfParticipationCert('participacao-3').challengeId).toBe(
      CHECKPOINT_CHALLENGE_IDS.third,
    );
  });

  it('describes certifications and participation certificates with their workload', () => {
    expect(describeCertificate('logica-de-programacao')).toEqual({
      slug: 'logica-de-programacao',
      kind: 'certification',
      title: 'Lógica de Programação',
      workloadHours: 60,
    });
    expect(describeCertificate('participacao-2')).toEqual({
      slug: 'participacao-2',
      kind: 'participation',
      title: '2ª matrícula: Desenvolvedor front-end com React',
      workloadHours: 160,
    });
  });
});
