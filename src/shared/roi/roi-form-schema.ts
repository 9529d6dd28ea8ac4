import { z } from '../zod-mini';
import type { RoiInput } from './calculate-roi';
import { roiProjectTypeValues } from './project-types';
import {
  emptyRoiFormValues,
  type RoiFormErrors,
  type RoiFormField,
  type RoiFormValues,
} from './roi-form-fields';

export { emptyRoiFormValues, type RoiFormErrors, type RoiFormField, type RoiFormValues };

export const roiRequiredMessages = {
  currentItCosts: 'Current IT costs are required',
  employeeCount: 'Employee count is required',
  averageSalary: 'Average salary is required',
  downtimeHours: 'Downtime hours are required',
  securityIncidents: 'Security incidents count is required',
  complianceGaps: 'Compliance gaps count is required',
  projectType: 'Project type is required',
} as const;

export const roiNumberMessages = {
  notANumber: 'Enter a number, such as 1,200,000',
  greaterThanZero: 'Enter a number greater than 0',
  notNegative: 'Enter a number of 0 or more',
  wholeNumber: 'Enter a whole number',
  projectType: 'Choose a project type from the list',
} as const;

const NUMERIC_PATTERN = /^-?(\d+\.?\d*|\.\d+)$/;

/** Reads "1,200,000", "$1,200,000" or " 42 " as a number; null when it is not one. */
export function parseNumericInput(value: string): number | null {
  const cleaned = value.replace(/[\s,$]/g, '');
  if (!NUMERIC_PATTERN.test(cleaned)) return null;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
}

type NumberRule = 'positive' | 'positiveWhole' | 'nonNegative' | 'nonNegativeWhole';

function createNumberRule(rule: NumberRule) {
  const bound =
    rule === 'positive' || rule === 'positiveWhole'
      ? z.gt(0, roiNumberMessages.greaterThanZero)
      : z.gte(0, roiNumberMessages.notNegative);
  if (!rule.endsWith('Whole')) return z.number().check(bound);
  return z.number().check(bound, z.refine(Number.isSafeInteger, roiNumberMessages.wholeNumber));
}

// The spec's stage (required, min length 1, exact message) aborts first, so an empty field shows only
// its required message; the numeric checks are our own second stage.
function createNumericField(requiredMessage: string, rule: NumberRule) {
  const typed = z.string({ error: requiredMessage }).check(
    z.trim(),
    z.minLength(1, { error: requiredMessage, abort: true }),
    z.refine((value: string) => parseNumericInput(value) !== null, roiNumberMessages.notANumber),
  );
  const parsed = z.pipe(
    typed,
    z.transform((value: string) => parseNumericInput(value) ?? Number.NaN),
  );
  return z.pipe(parsed, createNumberRule(rule));
}

/**
 * The ROI form's rules, in zod's mini build (the public page's bundle keeps only these checks).
 * Every field arrives as typed text; a valid form comes out as numbers and a known project type.
 */
export const roiFormSchema = z.object({
  currentItCosts: createNumericField(roiRequiredMessages.currentItCosts, 'positive'),
  employeeCount: createNumericField(roiRequiredMessages.employeeCount, 'positiveWhole'),
  averageSalary: createNumericField(roiRequiredMessages.averageSalary, 'nonNegative'),
  downtimeHours: createNumericField(roiRequiredMessages.downtimeHours, 'nonNegative'),
  securityIncidents: createNumericField(roiRequiredMessages.securityIncidents, 'nonNegativeWhole'),
  complianceGaps: createNumericField(roiRequiredMessages.complianceGaps, 'nonNegativeWhole'),
  projectType: z.pipe(
    z
      .string({ error: roiRequiredMessages.projectType })
      .check(z.trim(), z.minLength(1, { error: roiRequiredMessages.projectType, abort: true })),
    z.enum(roiProjectTypeValues, { error: roiNumberMessages.projectType }),
  ),
});

/** A form that passed validation: numbers parsed, project type known. */
export type RoiForm = z.output<typeof roiFormSchema>;

export function convertRoiFormToInput(form: RoiForm): RoiInput {
  return {
    currentItCosts: form.currentItCosts,
    employeeCount: form.employeeCount,
    averageSalary: form.averageSalary,
    downtimeHours: form.downtimeHours,
    securityIncidents: form.securityIncidents,
    complianceGaps: form.complianceGaps,
    projectType: form.projectType,
  };
}

function isRoiFormField(value: PropertyKey | undefined): value is RoiFormField {
  return typeof value === 'string' && Object.hasOwn(emptyRoiFormValues, value);
}

export type RoiFormValidation = { ok: true; input: RoiInput } | { ok: false; errors: RoiFormErrors };

/** Validates the form and returns either the calculator input or one message per invalid field. */
export function validateRoiForm(values: RoiFormValues): RoiFormValidation {
  const parsed = z.safeParse(roiFormSchema, values);
  if (parsed.success) return { ok: true, input: convertRoiFormToInput(parsed.data) };
  const errors: RoiFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isRoiFormField(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
