import { CONTROL_CLASS } from '../../jobs/form-controls';

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  required?: boolean;
  placeholder?: string;
  /** Why the reader is unsure of this value, shown beside the label so it is checked first. */
  doubt?: string;
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
  doubt,
}: TextFieldProps) {
  return (
    <div className={`grid content-start gap-1 ${className}`}>
      <label htmlFor={id} className="text-xs font-medium text-slate-600 dark:text-slate-300">
        {label}
        {doubt ? (
          <span className="ml-1 font-semibold text-amber-700 dark:text-amber-300">· check</span>
        ) : null}
      </label>
      <input
        id={id}
        aria-description={doubt}
        className={CONTROL_CLASS}
        value={value}
        required={required}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
