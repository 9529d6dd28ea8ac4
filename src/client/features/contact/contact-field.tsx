import type { ReactNode } from 'react';

export function fieldClass(hasError: boolean): string {
  return `w-full rounded-md border bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 dark:bg-slate-950 dark:text-white ${
    hasError ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-700'
  }`;
}

/**
 * Uncontrolled: the form is prerendered, and what a visitor types before the page hydrates must
 * stay in the field and be sent; the form reads every value when it is submitted.
 */
type ControlProps = {
  id: string;
  name: string;
  defaultValue: string;
  required: boolean;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type ContactFieldProps = {
  label: string;
  name: string;
  error: string | undefined;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  className?: string;
  /** Renders a control other than a text input (select, textarea) with the same wiring. */
  children?: (props: ControlProps) => ReactNode;
};

export function ContactField({
  label,
  name,
  error,
  type = 'text',
  autoComplete,
  required = true,
  className = '',
  children,
}: ContactFieldProps) {
  // Fixed ids: the form hydrates as an island of its own, where `useId` would number differently.
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  const props: ControlProps = {
    id,
    name,
    defaultValue: '',
    required,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children ? (
        children(props)
      ) : (
        <input {...props} type={type} autoComplete={autoComplete} className={fieldClass(Boolean(error))} />
      )}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
