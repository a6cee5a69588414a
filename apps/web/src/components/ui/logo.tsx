// The platform's logo: a code mark and the name. Decorative mark, the name is real text.
export const Logo = ({ label }: { label: string }) => (
  <span className="logo">
    <svg className="logo__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="12" />
      <path d="M24 20 12 32l12 12M40 20l12 12-12 12" />
    </svg>
    <span className="logo__name">{label}</span>
  </span>
);
