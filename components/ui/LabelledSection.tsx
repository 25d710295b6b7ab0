import type { ComponentProps, ReactNode } from 'react';

type Props = Omit<ComponentProps<'section'>, 'id' | 'title'> & {
  /** The heading's id, which names the landmark (aria-labelledby). */
  id: string;
  title: ReactNode;
  /** A nav when the block is a list of links. */
  as?: 'section' | 'nav';
  titleClassName?: string;
};

/**
 * A landmark named by its own visible h2, so screen readers list it under the words the page shows.
 * The markup every such block repeated: `<section aria-labelledby=x><h2 id=x>…</h2>…</section>`.
 */
export function LabelledSection({
  id,
  title,
  as: Tag = 'section',
  titleClassName = 'text-2xl font-bold text-brand-900',
  children,
  ...rest
}: Props) {
  return (
    <Tag aria-labelledby={id} {...rest}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
