import { Loader2 } from 'lucide-react';
import type { ApplicationFormValues } from './application-form-values';
import { CONTROL_CLASS, Field } from './form-controls';
import { useJobUrlParse } from './use-job-url-parse';

const REASON_ID = 'job-url-reason';

type JobUrlFieldProps = {
  value: string;
  onValueChange: (value: string) => void;
  onParsed: (changes: Partial<ApplicationFormValues>) => void;
};

/** A URL input that reads the posting when a link is pasted or typed (spec §4): disabled with a spinner meanwhile. */
export function JobUrlField({ value, onValueChange, onParsed }: JobUrlFieldProps) {
  const parse = useJobUrlParse(onParsed);
  return (
    <Field id="job-url" label="Job URL" hint="Paste a link to the posting to fill in the details.">
      <div className="relative">
        <input
          id="job-url"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={value}
          disabled={parse.isParsing}
          aria-busy={parse.isParsing}
          aria-describedby={parse.reason ? REASON_ID : undefined}
          className={`${CONTROL_CLASS} pr-9`}
          onChange={(event) => {
            parse.clearReason();
            onValueChange(event.target.value);
          }}
          onFocus={(event) => parse.onFocus(event.target.value)}
          onPaste={(event) => parse.onPaste(event.clipboardData.getData('text'))}
          onBlur={(event) => parse.onBlur(event.target.value)}
        />
        {parse.isParsing ? (
          <span role="status" className="absolute top-1/2 right-3 -translate-y-1/2">
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin text-brand-600" />
            <span className="sr-only">Reading the job posting...</span>
          </span>
        ) : null}
      </div>
      <p id={REASON_ID} role="status" className="text-xs text-amber-800 empty:hidden dark:text-amber-300">
        {parse.reason}
      </p>
    </Field>
  );
}
