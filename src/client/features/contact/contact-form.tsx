import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { validateContact } from '../../../shared/api/contact-form';
import { opportunityTypes } from '../../../shared/api/opportunity-types';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { apiRequest } from '../../lib/api';
import { readApiError } from '../../lib/api-error';
import { clearDraft } from './contact-draft';
import { ContactField, fieldClass } from './contact-field';

type FieldErrors = Partial<Record<string, string>>;

type ContactValues = {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  opportunityType: string;
  message: string;
  website: string;
};

/** Every field as the visitor left it, typed before the page hydrated or after. */
function readValues(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  const read = (name: keyof ContactValues) => String(data.get(name) ?? '');
  return {
    firstName: read('firstName'),
    lastName: read('lastName'),
    email: read('email'),
    company: read('company'),
    opportunityType: read('opportunityType'),
    message: read('message'),
    website: read('website'),
  };
}

function serverFieldErrors(error: Error): FieldErrors {
  return Object.fromEntries(
    Object.entries(readApiError(error).fieldErrors).map(([field, messages]) => [field, messages[0]]),
  );
}

type SendState = 'idle' | 'sending' | 'sent';

/**
 * idle -> sending ("SENDING...", disabled) -> the success view; a failure keeps the form and
 * shows the error toast. The fields are kept in sessionStorage until the message is sent (the
 * page's islands save them as they change), so neither a reload nor a failure loses them. A plain request: this page holds no cached list of messages to
 * refresh, so it needs no query cache (the owner's list lives in the tools pages).
 */
export function ContactForm() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<SendState>('idle');

  const send = async (data: ContactValues) => {
    setState('sending');
    try {
      await apiRequest('POST', '/api/contacts', data);
      clearDraft();
      setState('sent');
      toast({
        title: 'Message sent successfully!',
        description: "Thank you for your interest. I'll get back to you soon.",
      });
    } catch (error) {
      setState('idle');
      setErrors(serverFieldErrors(error instanceof Error ? error : new Error(String(error))));
      toast({
        variant: 'destructive',
        title: 'Failed to send message',
        description: 'Please try again or contact me directly via email.',
      });
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'sending') return;
    const values = readValues(event.currentTarget);
    const validation = validateContact(values);
    if (!validation.ok) {
      setErrors(validation.fieldErrors);
      return;
    }
    setErrors({});
    await send(values);
  };

  if (state === 'sent') {
    return (
      <div className="flex flex-col items-center py-12 text-center" role="status">
        <CheckCircle2 aria-hidden="true" className="h-14 w-14 text-green-600 dark:text-green-400" />
        <h3 className="mt-4 text-2xl font-semibold text-slate-900 dark:text-white">
          Message Sent Successfully!
        </h3>
        <p className="mt-2 max-w-sm text-slate-600 dark:text-slate-300">
          Thank you for reaching out. I'll get back to you within 24 hours.
        </p>
      </div>
    );
  }

  const isSending = state === 'sending';
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 sm:grid-cols-2"
      aria-label="Send a message"
    >
      <ContactField label="First name" name="firstName" error={errors.firstName} autoComplete="given-name" />
      <ContactField label="Last name" name="lastName" error={errors.lastName} autoComplete="family-name" />
      <ContactField label="Email" name="email" type="email" error={errors.email} autoComplete="email" />
      <ContactField
        label="Company (optional)"
        name="company"
        error={errors.company}
        autoComplete="organization"
        required={false}
      />
      <ContactField
        label="Opportunity type"
        name="opportunityType"
        error={errors.opportunityType}
        className="sm:col-span-2"
      >
        {(props) => (
          <select {...props} className={fieldClass(Boolean(errors.opportunityType))}>
            <option value="">Select an opportunity type</option>
            {opportunityTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        )}
      </ContactField>
      <ContactField label="Message" name="message" error={errors.message} className="sm:col-span-2">
        {(props) => <textarea {...props} rows={5} className={fieldClass(Boolean(errors.message))} />}
      </ContactField>
      {/* A field people never see: bots fill it, and the server then drops the message quietly. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input tabIndex={-1} autoComplete="off" name="website" defaultValue="" />
        </label>
      </div>
      <Button type="submit" size="lg" disabled={isSending} className="sm:col-span-2">
        {isSending ? 'SENDING...' : 'Send Message'}
      </Button>
    </form>
  );
}
