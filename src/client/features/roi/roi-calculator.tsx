import { type FormEvent, useEffect, useRef, useState } from 'react';
import { CALCULATION_DELAY_MS, calculateRoi } from '../../../shared/roi/calculate-roi';
import { roiProjectTypes } from '../../../shared/roi/project-types';
import {
  emptyRoiFormValues,
  type RoiFormErrors,
  type RoiFormField,
  type RoiFormValues,
} from '../../../shared/roi/roi-form-fields';
import { validateRoiForm } from '../../../shared/roi/roi-form-schema';
import { Button } from '../../components/ui/button';
import { type RoiPanelState, RoiResults } from './roi-results';

type NumericField = Exclude<RoiFormField, 'projectType'>;

/**
 * Fixed ids: the form is hydrated as an island of its own, and its markup must match what the
 * whole page's prerender wrote, which `useId` would number differently.
 */
const idPrefix = 'roi';

const NUMERIC_FIELDS: ReadonlyArray<{ name: NumericField; label: string; placeholder: string }> = [
  { name: 'currentItCosts', label: 'Current annual IT costs (USD)', placeholder: '1,000,000' },
  { name: 'employeeCount', label: 'Number of employees', placeholder: '100' },
  { name: 'averageSalary', label: 'Average annual salary (USD)', placeholder: '80,000' },
  { name: 'downtimeHours', label: 'Downtime hours per month', placeholder: '4' },
  { name: 'securityIncidents', label: 'Security incidents per year', placeholder: '2' },
  { name: 'complianceGaps', label: 'Open compliance gaps', placeholder: '3' },
];

const FIELD_ORDER: readonly RoiFormField[] = [...NUMERIC_FIELDS.map((field) => field.name), 'projectType'];

const CONTROL_CLASSES =
  'mt-1 block h-11 w-full rounded-md border bg-white px-3 text-slate-900 placeholder:text-slate-500 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400';

function getControlBorder(hasError: boolean): string {
  return hasError ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600';
}

/**
 * The fields as the visitor left them. The form is prerendered and its inputs are uncontrolled,
 * so whatever was typed before the page hydrated is read here too.
 */
function readValues(form: HTMLFormElement): RoiFormValues {
  const data = new FormData(form);
  const values = { ...emptyRoiFormValues };
  for (const name of FIELD_ORDER) values[name] = String(data.get(name) ?? '');
  return values;
}

/**
 * The calculator's form and results: the island (src/client/islands) that wakes when the visitor
 * first reaches for the form. Before that the prerendered inputs take typing as any page does,
 * and the form reads them at submit.
 */
export function RoiPanel() {
  const [errors, setErrors] = useState<RoiFormErrors>({});
  const [panel, setPanel] = useState<RoiPanelState>({ status: 'idle' });
  const timerRef = useRef<number | undefined>(undefined);
  const isCalculating = panel.status === 'calculating';

  useEffect(() => () => window.clearTimeout(timerRef.current), []);

  function clearError(name: RoiFormField) {
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isCalculating) return;
    const form = event.currentTarget;
    const values = readValues(form);
    const validation = validateRoiForm(values);
    if (!validation.ok) {
      setErrors(validation.errors);
      // Results shown for earlier figures no longer match the form: they go with the failed input.
      window.clearTimeout(timerRef.current);
      setPanel({ status: 'idle' });
      const firstInvalid = FIELD_ORDER.find((name) => validation.errors[name]);
      const control = firstInvalid ? form.elements.namedItem(firstInvalid) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setErrors({});
    const result = calculateRoi(validation.input);
    setPanel({ status: 'calculating' });
    window.clearTimeout(timerRef.current);
    timerRef.current = window.setTimeout(() => {
      timerRef.current = undefined;
      setPanel({ status: 'done', result });
    }, CALCULATION_DELAY_MS);
  }

  function describeError(name: RoiFormField) {
    const error = errors[name];
    const errorId = `${idPrefix}-${name}-error`;
    return {
      controlProps: {
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      },
      message: error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null,
      border: getControlBorder(Boolean(error)),
    };
  }

  const projectTypeError = describeError('projectType');

  return (
    <>
      <form
        noValidate
        onSubmit={handleSubmit}
        aria-label="ROI parameters"
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {NUMERIC_FIELDS.map((field) => {
            const { controlProps, message, border } = describeError(field.name);
            return (
              <div key={field.name}>
                <label
                  htmlFor={`${idPrefix}-${field.name}`}
                  className="text-sm font-medium text-slate-800 dark:text-slate-200"
                >
                  {field.label}
                </label>
                <input
                  id={`${idPrefix}-${field.name}`}
                  name={field.name}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  required
                  placeholder={field.placeholder}
                  defaultValue=""
                  onChange={() => clearError(field.name)}
                  className={`${CONTROL_CLASSES} ${border}`}
                  {...controlProps}
                />
                {message}
              </div>
            );
          })}
          <div className="sm:col-span-2">
            <label
              htmlFor={`${idPrefix}-projectType`}
              className="text-sm font-medium text-slate-800 dark:text-slate-200"
            >
              Project type
            </label>
            <select
              id={`${idPrefix}-projectType`}
              name="projectType"
              required
              defaultValue=""
              onChange={() => clearError('projectType')}
              className={`${CONTROL_CLASSES} ${projectTypeError.border}`}
              {...projectTypeError.controlProps}
            >
              <option value="">Select a project type</option>
              {roiProjectTypes.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
            {projectTypeError.message}
          </div>
        </div>
        <Button
          type="submit"
          variant="primary"
          size="lg"
          disabled={isCalculating}
          data-track="roi"
          className="mt-6 w-full"
        >
          {isCalculating ? 'Calculating...' : 'Calculate ROI'}
        </Button>
      </form>

      <RoiResults state={panel} />
    </>
  );
}
