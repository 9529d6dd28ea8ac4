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
  // A button named by aria-label (an icon button, or one whose label adds context) shows that
  // name on hover too, so mouse users read what a screen reader hears.
  const hint = title ?? props['aria-label'];
  return <Component className={buttonClassName(variant, size, className)} title={hint} {...props} />;
}
