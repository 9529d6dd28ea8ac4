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
  // As in Button: an icon-only button shows its name on hover.
  const hint = title ?? (size === 'icon' ? props['aria-label'] : undefined);
  return <button className={buttonClassName(variant, size, className)} title={hint} {...props} />;
}
