import type { ParsedResume } from '../../../../shared/resume/parsed-resume';
import { CONTROL_CLASS } from '../../jobs/form-controls';
import { TextField } from './text-field';

type ContactFieldsProps = { resume: ParsedResume; onChange: (resume: ParsedResume) => void };

/** Name, contact details and summary: the top of the resume. */
export function ContactFields({ resume, onChange }: ContactFieldsProps) {
  const set = (key: 'name' | 'email' | 'phone' | 'location' | 'linkedin' | 'summary') => (value: string) =>
    onChange({ ...resume, [key]: value });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField id="review-name" label="Name" value={resume.name} onChange={set('name')} required />
      <TextField id="review-email" label="Email" value={resume.email} onChange={set('email')} />
      <TextField id="review-phone" label="Phone" value={resume.phone} onChange={set('phone')} />
      <TextField id="review-location" label="Location" value={resume.location} onChange={set('location')} />
      <TextField
        id="review-linkedin"
        label="LinkedIn"
        value={resume.linkedin ?? ''}
        onChange={set('linkedin')}
        className="sm:col-span-2"
      />
      <div className="grid gap-1 sm:col-span-2">
        <label htmlFor="review-summary" className="text-xs font-medium text-slate-600 dark:text-slate-300">
          Summary
        </label>
        <textarea
          id="review-summary"
          rows={4}
          className={CONTROL_CLASS}
          value={resume.summary}
          onChange={(event) => set('summary')(event.target.value)}
        />
      </div>
    </div>
  );
}
