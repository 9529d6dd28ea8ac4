import type { ApplicationFormValues } from './application-form-values';
import { Select, TextArea, TextInput } from './form-controls';
import { PRIORITY_OPTIONS, STATUS_OPTIONS } from './job-options';
import { JobUrlField } from './job-url-field';

type ApplicationFormFieldsProps = {
  values: ApplicationFormValues;
  onChange: (changes: Partial<ApplicationFormValues>) => void;
};

/** Every field of a job application (spec §3), URL and email fields with their input types (§5). */
export function ApplicationFormFields({ values, onChange }: ApplicationFormFieldsProps) {
  const text = (key: keyof ApplicationFormValues) => ({
    value: values[key],
    onValueChange: (value: string) => onChange({ [key]: value }),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <JobUrlField
        value={values.jobUrl}
        onValueChange={(jobUrl) => onChange({ jobUrl })}
        onParsed={(changes) => onChange(changes)}
      />
      <TextInput id="job-source" label="Source" placeholder="LinkedIn, referral..." {...text('source')} />
      <TextInput id="job-company" label="Company *" autoComplete="organization" {...text('company')} />
      <TextInput
        id="job-position"
        label="Position *"
        autoComplete="organization-title"
        {...text('position')}
      />
      <TextInput id="job-location" label="Location" {...text('location')} />
      <TextInput id="job-salary" label="Salary" placeholder="$150,000 - $180,000" {...text('salary')} />
      <TextInput id="job-applied-date" label="Applied date" type="date" {...text('appliedDate')} />
      <div className="grid grid-cols-2 gap-4">
        <Select
          id="job-status"
          label="Status"
          value={values.status}
          options={STATUS_OPTIONS}
          onValueChange={(status) => onChange({ status })}
        />
        <Select
          id="job-priority"
          label="Priority"
          value={values.priority}
          options={PRIORITY_OPTIONS}
          onValueChange={(priority) => onChange({ priority })}
        />
      </div>
      <TextInput id="job-hiring-manager" label="Hiring manager" {...text('hiringManager')} />
      <TextInput
        id="job-hiring-manager-link"
        label="Hiring manager link"
        type="url"
        placeholder="https://"
        {...text('hiringManagerLink')}
      />
      <TextInput id="job-contact-person" label="Contact person" {...text('contactPerson')} />
      <TextInput id="job-contact-email" label="Contact email" type="email" {...text('contactEmail')} />
      <TextInput id="job-next-step-date" label="Next step date" type="date" {...text('nextStepDate')} />
      <TextInput
        id="job-next-step-action"
        label="Next step action"
        placeholder="Follow up"
        {...text('nextStepAction')}
      />
      <TextArea
        id="job-description"
        label="Description"
        fieldClassName="sm:col-span-2"
        {...text('description')}
      />
      <TextArea
        id="job-requirements"
        label="Requirements"
        fieldClassName="sm:col-span-2"
        {...text('requirements')}
      />
      <TextArea
        id="job-details"
        label="Job details"
        rows={6}
        fieldClassName="sm:col-span-2"
        placeholder="The full job description"
        {...text('details')}
      />
      <TextArea id="job-notes" label="Notes" fieldClassName="sm:col-span-2" {...text('notes')} />
    </div>
  );
}
