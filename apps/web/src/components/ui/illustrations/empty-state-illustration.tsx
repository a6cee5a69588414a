// The empty-state artwork: an open box with nothing inside yet and a few sparkles, drawn by hand for
// this project (original, ours). Decorative; sized by CSS; colours from tokens (both themes).
import './illustrations.css';

export const EmptyStateIllustration = ({ className }: { className?: string }) => (
  <svg
    className={className ? `illustration ${className}` : 'illustration'}
    viewBox="0 0 160 120"
    aria-hidden="true"
    focusable="false"
  >
    <ellipse className="i-bg" cx="80" cy="100" rx="70" ry="14" />
    <path className="i-deep" d="M60 52 50 38h60l-10 14z" />
    <path className="i-pm" d="M34 52 16 38h34l10 14zm92 0 18-14h-34l-10 14z" />
    <path className="i-p" d="M34 52h92v44a6 6 0 0 1-6 6H40a6 6 0 0 1-6-6z" />
    <path className="i-card-line" d="M66 72h28" />
    <path className="i-aline" d="M80 8v12M74 14h12M128 12v8M124 16h8M30 14v8M26 18h8" />
  </svg>
);
