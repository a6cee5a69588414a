// The platform's logo: the mark (a prompt chevron and a blinking-cursor bar on a rounded tile, drawn
// for this project) and the name as real text. The mark is decorative; the name is what is read.
export const Logo = ({ label }: { label: string }) => (
  <span className="logo">
    <svg className="logo__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect className="logo__tile" width="64" height="64" rx="18" />
      <path className="logo__chevron" d="m17 21 13 11-13 11" />
      <rect className="logo__cursor" x="34" y="38" width="15" height="7" rx="3.5" />
    </svg>
    <span className="logo__name">{label}</span>
  </span>
);
