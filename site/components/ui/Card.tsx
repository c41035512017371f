// A bordered surface; `as` picks the element so sections and asides keep their meaning.
import * as React from 'react';

type CardElement = 'div' | 'section' | 'article' | 'aside' | 'nav' | 'li' | 'figure';

export default function Card({
  as: Element = 'div',
  className,
  children,
  ...rest
}: {
  as?: CardElement;
  className?: string;
  children: React.ReactNode;
} & Omit<React.HTMLAttributes<HTMLElement>, 'className' | 'children'>) {
  return (
    <Element className={className ? `card ${className}` : 'card'} {...rest}>
      {children}
    </Element>
  );
}
