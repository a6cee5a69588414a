import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { createChallenge, pageDataRoute } from '../test/page-data-fixtures';
import { PAGE_LOAD } from '../../../test/page-load';

describe('video-only template', () => {
  it('embeds the video from youtube-nocookie with a title, then leads on', async () => {
    const challenge = createChallenge({
      challengeType: 17,
      title: 'Conheça o HTML e o CSS',
      videoId: 'Ejkb_YpuHWs',
      instructions: '',
    });
    renderApp({ path: challenge.path, routes: pageDataRoute(challenge) });
    const video = await screen.findByTitle('Vídeo: Conheça o HTML e o CSS', {}, PAGE_LOAD);
    expect(video.tagName).toBe('IFRAME');
    expect(video).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Ejkb_YpuHWs?rel=0',
    );
    expect(screen.getByText('guardam')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Próximo desafio' })).toBeVisible();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
