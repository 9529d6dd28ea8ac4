/**
 * The ROI form's fields as the visitor types them. Kept apart from the rules (roi-form-schema),
 * which load only when the visitor first uses the form.
 */
export type RoiFormField =
  | 'currentItCosts'
  | 'employeeCount'
  | 'averageSalary'
  | 'downtimeHours'
  | 'securityIncidents'
  | 'complianceGaps'
  | 'projectType';

/** What the form holds: every field as typed. */
export type RoiFormValues = Record<RoiFormField, string>;
export type RoiFormErrors = Partial<Record<RoiFormField, string>>;

export const emptyRoiFormValues: RoiFormValues = {
  currentItCosts: '',
  employeeCount: '',
  averageSalary: '',
  downtimeHours: '',
  securityIncidents: '',
  complianceGaps: '',
  projectType: '',
};
