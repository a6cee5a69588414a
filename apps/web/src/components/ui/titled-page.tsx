// A page's heading and its one-line description (placeholder for content a later issue builds).
import type { ReactNode } from 'react';

export const TitledPage = ({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) => (
  <section className="titled-page">
    <h1>{title}</h1>
    <p>{description}</p>
    {children}
  </section>
);
