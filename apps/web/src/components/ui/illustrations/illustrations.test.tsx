// The brand artwork is decorative: hidden from assistive technology, one drawing per trilha and a
// neutral one for any other superblock.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyStateIllustration } from './empty-state-illustration';
import { NotFoundIllustration } from './not-found-illustration';
import { TrackIllustration } from './track-illustration';

const TRILHAS = [
  'fundamentos-da-programacao-front-end',
  'logica-de-programacao',
  'html-css-javascript',
  'react',
];

const drawingOf = (superBlock: string) =>
  render(<TrackIllustration superBlock={superBlock} />).container.innerHTML;

describe('illustrations', () => {
  it('draws each of the four trilhas differently, and none of them as the fallback', () => {
    const drawings = TRILHAS.map(drawingOf);
    const fallback = drawingOf('trilha-desconhecida');
    expect(new Set([...drawings, fallback]).size).toBe(TRILHAS.length + 1);
    expect(drawingOf('constructor')).toBe(fallback);
  });

  it('keeps every drawing out of the accessibility tree and out of the tab order', () => {
    const { container } = render(
      <>
        <TrackIllustration superBlock="react" className="card__art" />
        <EmptyStateIllustration />
        <NotFoundIllustration />
      </>,
    );
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(3);
    for (const svg of svgs) {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('focusable', 'false');
    }
    expect(svgs[0]).toHaveClass('illustration', 'card__art');
  });
});
