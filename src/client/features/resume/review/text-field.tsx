import { CONTROL_CLASS } from '../../jobs/form-controls';

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  required?: boolean;
  placeholder?: string;
};

/** One labelled input of the review form; the label stays visible, as a form to check needs. */
export function TextField({
  id,
  label,
  value,
  onChange,
  className = '',
  required,
  placeholder,
}: TextFieldProps) {
  return (
    <div className={`grid content-start gap-1 ${className}`}>
      <label htmlFor={id} className="text-xs font-medium text-slate-600 dark:text-slate-300">
        {label}
      </label>
      <input
        id={id}
        className={CONTROL_CLASS}
        value={value}
        required={required}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
