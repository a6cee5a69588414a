// One titled section of the design catalogue, reachable from the section links by its id.
import type { ReactNode } from 'react';

export const CatalogueSection = ({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) => (
  <section className="design-section" id={id} aria-labelledby={`${id}-title`}>
    <h2 id={`${id}-title`}>{title}</h2>
    {children}
  </section>
);

/** A labelled example of one state of a component. */
export const StateExample = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="design-state">
    <h3 className="design-state__label">{label}</h3>
    <div className="design-state__body">{children}</div>
  </div>
);
