// A data table in its own scroll container: captioned, zebra rows, numbers right-aligned, never clipped.
import * as React from 'react';
import { useId } from 'react';

// A focusable region named by the caption, so keyboard users can scroll a table wider than the
// screen; the table keeps its natural width instead of squeezing its columns.
export default function Table({
  caption,
  className,
  regionClassName,
  children,
  ...rest
}: {
  caption: React.ReactNode;
  className?: string;
  /** A class of the scroll container, added to `table-scroll`. */
  regionClassName?: string;
  children: React.ReactNode;
} & Omit<React.TableHTMLAttributes<HTMLTableElement>, 'className' | 'children'>) {
  const captionId = useId();
  return (
    <div
      className={regionClassName ? `table-scroll ${regionClassName}` : 'table-scroll'}
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <table className={className ? `table ${className}` : 'table'} {...rest}>
        <caption id={captionId}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
