import type {
  ApplicationPriority,
  ApplicationStatus,
  JobApplication,
} from '../../../shared/api/job-applications';

/** The form holds strings; dates are the YYYY-MM-DD of a date input. */
export type ApplicationFormValues = {
  company: string;
  position: string;
  location: string;
  salary: string;
  hiringManager: string;
  hiringManagerLink: string;
  jobUrl: string;
  description: string;
  requirements: string;
  appliedDate: string;
  status: ApplicationStatus;
  priority: ApplicationPriority;
  source: string;
  contactPerson: string;
  contactEmail: string;
  notes: string;
  nextStepDate: string;
  nextStepAction: string;
  details: string;
};

type TextKey = Exclude<keyof ApplicationFormValues, 'status' | 'priority' | 'appliedDate'>;

/** What is sent: spec §5, empty optional fields become null. */
export type ApplicationPayload = { [K in TextKey]: string | null } & {
  appliedDate: string;
  status: ApplicationStatus;
  priority: ApplicationPriority;
};

/** Today in the browser's own time zone, as a date input wants it. */
export function todayInputValue(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function createEmptyValues(today: string = todayInputValue()): ApplicationFormValues {
  return {
    company: '',
    position: '',
    location: '',
    salary: '',
    hiringManager: '',
    hiringManagerLink: '',
    jobUrl: '',
    description: '',
    requirements: '',
    appliedDate: today,
    status: 'pending',
    priority: 'medium',
    source: '',
    contactPerson: '',
    contactEmail: '',
    notes: '',
    nextStepDate: '',
    nextStepAction: '',
    details: '',
  };
}

/** Applied and next-step dates are calendar days stored at UTC midnight: their UTC date is the day. */
const dayOf = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

export function valuesFromApplication(application: JobApplication): ApplicationFormValues {
  const values = createEmptyValues(dayOf(application.appliedDate));
  for (const key of Object.keys(values) as (keyof ApplicationFormValues)[]) {
    const value = application[key];
    if (typeof value === 'string') Object.assign(values, { [key]: value });
  }
  return {
    ...values,
    appliedDate: dayOf(application.appliedDate),
    nextStepDate: dayOf(application.nextStepDate),
  };
}

export function toPayload(values: ApplicationFormValues): ApplicationPayload {
  const payload = { ...values } as ApplicationPayload;
  for (const key of Object.keys(values) as (keyof ApplicationFormValues)[]) {
    if (key === 'status' || key === 'priority' || key === 'appliedDate') continue;
    const value = values[key];
    // Job details keep their formatting; every other field is trimmed.
    Object.assign(payload, { [key]: value.trim() === '' ? null : key === 'details' ? value : value.trim() });
  }
  return payload;
}

/** Only what the edit changed, for PUT of partial fields. */
export function changedFields(
  before: ApplicationFormValues,
  after: ApplicationFormValues,
): Partial<ApplicationPayload> {
  const previous = toPayload(before);
  const next = toPayload(after);
  const changes: Partial<ApplicationPayload> = {};
  for (const key of Object.keys(next) as (keyof ApplicationPayload)[]) {
    if (previous[key] !== next[key]) Object.assign(changes, { [key]: next[key] });
  }
  return changes;
}

export const hasRequiredFields = (values: ApplicationFormValues): boolean =>
  values.company.trim() !== '' && values.position.trim() !== '';
