import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

/** A control without a width, for toolbars; CONTROL_CLASS fills its field. */
export const CONTROL_BASE_CLASS =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none disabled:cursor-wait disabled:opacity-60 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';
export const CONTROL_CLASS = `w-full ${CONTROL_BASE_CLASS}`;

type FieldProps = { id: string; label: string; hint?: string; className?: string; children: ReactNode };

/** A label above its control, with an optional hint below. */
export function Field({ id, label, hint, className = '', children }: FieldProps) {
  return (
    <div className={`grid content-start gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      {children}
      {hint ? <p className="text-xs text-slate-500 dark:text-slate-400">{hint}</p> : null}
    </div>
  );
}

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  id: string;
  label: string;
  hint?: string;
  onValueChange: (value: string) => void;
  fieldClassName?: string;
};

export function TextInput({ id, label, hint, onValueChange, fieldClassName, ...props }: TextInputProps) {
  return (
    <Field id={id} label={label} hint={hint} className={fieldClassName}>
      <input
        id={id}
        className={CONTROL_CLASS}
        onChange={(event) => onValueChange(event.target.value)}
        {...props}
      />
    </Field>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> & {
  id: string;
  label: string;
  onValueChange: (value: string) => void;
  fieldClassName?: string;
};

export function TextArea({ id, label, onValueChange, fieldClassName, rows = 3, ...props }: TextAreaProps) {
  return (
    <Field id={id} label={label} className={fieldClassName}>
      <textarea
        id={id}
        rows={rows}
        className={CONTROL_CLASS}
        onChange={(event) => onValueChange(event.target.value)}
        {...props}
      />
    </Field>
  );
}

type SelectProps<T extends string> = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onValueChange: (value: T) => void;
  fieldClassName?: string;
};

export function Select<T extends string>({
  id,
  label,
  value,
  options,
  onValueChange,
  fieldClassName,
  ...props
}: SelectProps<T>) {
  return (
    <Field id={id} label={label} className={fieldClassName}>
      <select
        id={id}
        value={value}
        className={CONTROL_CLASS}
        onChange={(event) => onValueChange(event.target.value as T)}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
