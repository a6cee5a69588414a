// Decorative artwork for each trilha (superblock), drawn by hand for this project (original, ours).
// Sized by CSS (100% of its box); colours come from tokens so both themes work.
import type { ReactNode } from 'react';
import './illustrations.css';

/** Hand-written shapes per trilha, on a 128×96 canvas; the class names pick token colours. */
const ARTWORK: Record<string, ReactNode> = {
  // A browser window with a page laid out in blocks.
  'fundamentos-da-programacao-front-end': (
    <>
      <rect className="i-card" x="18" y="14" width="92" height="68" rx="8" />
      <path className="i-p" d="M18 22a8 8 0 0 1 8-8h76a8 8 0 0 1 8 8v6H18z" />
      <circle className="i-a" cx="27" cy="21" r="3" />
      <rect className="i-a" x="28" y="38" width="30" height="34" rx="4" />
      <path className="i-line" d="M68 42h30M68 52h22M68 62h26" />
    </>
  ),
  // A flowchart: a question, a yes and a no.
  'logica-de-programacao': (
    <>
      <path className="i-ink" d="M64 40v-16M50 50H30v16M78 50h20v16" />
      <rect className="i-card" x="50" y="10" width="28" height="16" rx="4" />
      <path className="i-p" d="m64 32 18 18-18 18-18-18z" />
      <rect className="i-a" x="16" y="66" width="28" height="18" rx="9" />
      <rect className="i-card" x="84" y="66" width="28" height="18" rx="4" />
    </>
  ),
  // Three tiles side by side: markup (< >), style (#) and script ({ }).
  'html-css-javascript': (
    <>
      <rect className="i-card" x="12" y="28" width="32" height="32" rx="7" />
      <rect className="i-a" x="48" y="28" width="32" height="32" rx="7" />
      <rect className="i-p" x="84" y="28" width="32" height="32" rx="7" />
      <path className="i-line i-thin" d="m24 38-5 6 5 6m8-12 5 6-5 6" />
      <path className="i-on i-thin" d="M60 37v14m8-14v14m-12-10h16m-16 6h16" />
      <path
        className="i-on i-thin"
        d="M96 37q-3 0-3 3v2q0 2-2 2 2 0 2 2v2q0 3 3 3m8-14q3 0 3 3v2q0 2 2 2-2 0-2 2v2q0 3-3 3"
      />
      <path className="i-line" d="M22 72h44m10 0h30" />
    </>
  ),
  // A tree of components: one parent, three children.
  react: (
    <>
      <path className="i-ink" d="M64 34v14M64 48H32v12M64 48h32v12M64 48v12" />
      <rect className="i-p" x="46" y="12" width="36" height="22" rx="6" />
      <rect className="i-card" x="18" y="60" width="28" height="20" rx="6" />
      <rect className="i-a" x="50" y="60" width="28" height="20" rx="6" />
      <rect className="i-card" x="82" y="60" width="28" height="20" rx="6" />
    </>
  ),
};

/** Any other trilha: an open book with a bookmark. */
const FALLBACK = (
  <>
    <path className="i-card" d="M20 24q22-8 44 4q22-12 44-4v52q-22-8-44 4q-22-12-44-4z" />
    <path className="i-ink" d="M64 28v52" />
    <path className="i-a" d="M82 20h12v26l-6-5-6 5z" />
  </>
);

export const TrackIllustration = ({
  superBlock,
  className,
}: {
  superBlock: string;
  className?: string;
}) => (
  <svg
    className={className ? `illustration ${className}` : 'illustration'}
    viewBox="0 0 128 96"
    aria-hidden="true"
    focusable="false"
  >
    <rect className="i-bg" width="128" height="96" rx="12" />
    {Object.hasOwn(ARTWORK, superBlock) ? ARTWORK[superBlock] : FALLBACK}
  </svg>
);
