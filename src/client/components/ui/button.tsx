import { Slot } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClassName } from './button-styles';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the child element (a link, say) with button styling instead of a <button>. */
  asChild?: boolean;
};

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  className = '',
  title,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  // An icon-only button's name is its aria-label; sighted mouse users get the same words on hover.
  const hint = title ?? (size === 'icon' ? props['aria-label'] : undefined);
  return <Component className={buttonClassName(variant, size, className)} title={hint} {...props} />;
}
