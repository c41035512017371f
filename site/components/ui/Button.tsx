// The suite's button: primary for the one main action of a block, secondary for the rest.
import * as React from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet';

export function buttonClass(variant: ButtonVariant = 'secondary', extra?: string): string {
  return `btn btn--${variant}${extra ? ` ${extra}` : ''}`;
}

export default function Button({
  variant = 'secondary',
  className,
  type = 'button',
  ...rest
}: { variant?: ButtonVariant } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClass(variant, className)} {...rest} />;
}
