import type { ButtonHTMLAttributes } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClassName } from './button-styles';

type PlainButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/**
 * A `Button` that is always a <button> (no `asChild`): the landing page's first bundle uses it,
 * so it does not carry the slot machinery that only links styled as buttons need.
 */
export function PlainButton({
  variant = 'primary',
  size = 'md',
  className = '',
  title,
  ...props
}: PlainButtonProps) {
  // As in Button: a button named by aria-label shows that name on hover.
  const hint = title ?? props['aria-label'];
  return <button className={buttonClassName(variant, size, className)} title={hint} {...props} />;
}
