// The 404 artwork: a signpost pointing two ways over a winding dashed road, drawn by hand for this
// project (original, ours). Decorative; sized by CSS; colours from tokens (both themes).
import './illustrations.css';

export const NotFoundIllustration = ({ className }: { className?: string }) => (
  <svg
    className={className ? `illustration ${className}` : 'illustration'}
    viewBox="0 0 240 160"
    aria-hidden="true"
    focusable="false"
  >
    <ellipse className="i-bg" cx="120" cy="128" rx="112" ry="26" />
    <path className="i-line i-dash" d="M22 140q40-22 80-8t70-12 52-30" />
    <rect className="i-ink-fill" x="114" y="34" width="8" height="100" rx="4" />
    <path className="i-p" d="M126 40h60l14 13-14 13h-60z" />
    <path className="i-a" d="M110 74H56L42 87l14 13h54z" />
    <path className="i-card-line" d="M136 53h40M62 87h36" />
    <circle className="i-a" cx="196" cy="22" r="5" />
    <circle className="i-p" cx="34" cy="44" r="4" />
  </svg>
);
