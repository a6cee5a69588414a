import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MUNDO_TECH_CHALLENGE_ID } from '@escola/domain/constants';
import { renderApp } from '../test/render-app';
import { createSessionUser } from '../test/session-user-fixture';

const location = () => screen.getByTestId('location').textContent;

/** A national learner of the first quiz who finished Mundo Tech: the placement test is due. */
const nationalNeedingPlacement = createSessionUser({
  group: 'nacional-pr',
  source: '',
  access: 'nacional',
  registrationQuiz: 1,
  completedChallenges: [{ id: MUNDO_TECH_CHALLENGE_ID, completedDate: 1_700_000_000_000 }],
});

describe('PageRedirectGate (the redirect rules of docs/product)', () => {
  it('sends a national learner who needs it to /placement-test on first load', async () => {
    renderApp({ path: '/learn', user: nationalNeedingPlacement });
    await waitFor(() => expect(location()).toBe('/placement-test'));
  });

  it('leaves a learner without national rules where they are', async () => {
    renderApp({ path: '/learn', user: createSessionUser() });
    await screen.findByRole('heading', { name: /Boas-vindas/ });
    expect(location()).toBe('/learn');
  });

  it('sends a national learner whose class group has not started to /learn', async () => {
    renderApp({
      path: '/settings',
      user: createSessionUser({
        group: 'nacional-pr',
        source: '',
        access: 'nacional',
        classGroupInfo: {
          curriculumAvailable: [],
          validityType: 'dateRange',
          validityDateRange: ['2999-01-01', '2999-12-31'],
          durationInMonths: null,
        },
      }),
    });
    await waitFor(() => expect(location()).toBe('/learn'));
  });

  it('sends a national learner with a source and limited_nacional access from the quiz to /learn', async () => {
    renderApp({
      path: '/quiz',
      user: createSessionUser({
        group: 'nacional-pr',
        source: 'turma-2025',
        access: 'limited_nacional',
      }),
    });
    await waitFor(() => expect(location()).toBe('/learn'));
  });

  it('brings a learner who has not accepted the privacy terms back to them before learning', async () => {
    renderApp({
      path: '/learn/react/hooks/use-state',
      user: createSessionUser({ acceptedPrivacyTerms: false }),
    });
    await screen.findByRole('heading', { name: /Termos de uso/ });
    expect(location()).toBe('/email-sign-up');
  });

  it('leaves a learner who has not accepted the terms on the settings page', async () => {
    renderApp({ path: '/settings', user: createSessionUser({ acceptedPrivacyTerms: false }) });
    await screen.findByRole('heading', { name: /Minha conta/, level: 1 });
    expect(location()).toBe('/settings');
  });
});
