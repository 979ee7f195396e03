import { useId, type ReactNode } from 'react';

/**
 * A section named by its heading, so screen readers list it as a region with that name. The
 * looks come from the caller (a side panel's, a monitoring screen's).
 */
export function TitledSection({
  title,
  classes,
  children,
}: {
  title: string;
  classes: { section?: string; heading?: string };
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={classes.section} aria-labelledby={id}>
      <h2 id={id} className={classes.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
