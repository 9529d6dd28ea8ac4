import { CheckCircle2, Loader2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import type { CapturedPage } from '../../../../shared/api/job-capture';
import { parsedJobPostingSchema } from '../../../../shared/api/job-parse-url';
import { clientRoutes } from '../../../../shared/client-routes';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';
import { describeApiError } from '../api-error';
import { ApplicationFormFields } from '../application-form-fields';
import {
  type ApplicationFormValues,
  createEmptyValues,
  hasRequiredFields,
  toPayload,
} from '../application-form-values';
import { useCreateApplication } from '../job-mutations';
import { fillFromParsed } from '../use-job-url-parse';
import type { ReceivedCapture } from './receive-capture';
import { forgetCapture } from './receive-capture';

const FORM_ID = 'save-posting-form';

type SavePostingDialogProps = { capture: ReceivedCapture; isAddressOnly: boolean };

/** The form filled from what the server read of the page; the address and title at least. */
function useReadCapture(page: CapturedPage) {
  const [values, setValues] = useState<ApplicationFormValues | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    apiRequest('POST', '/api/job/capture', page, parsedJobPostingSchema)
      .then((parsed) => {
        if (isCurrent)
          setValues({ ...createEmptyValues(), ...fillFromParsed(parsed).changes, jobUrl: page.url });
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        setFailure(describeApiError(error));
        setValues({ ...createEmptyValues(), jobUrl: page.url, position: page.title });
      });
    return () => {
      isCurrent = false;
    };
  }, [page]);
  return { values, setValues, failure };
}

/**
 * The popup's Save posting dialog: what was read of the page, for the owner to check and change.
 * Nothing is saved until the owner presses Save posting here, on this site's own page.
 */
export function SavePostingDialog({ capture, isAddressOnly }: SavePostingDialogProps) {
  const { values, setValues, failure } = useReadCapture(capture.page);
  const create = useCreateApplication();
  const [saved, setSaved] = useState(false);

  const close = () => {
    forgetCapture();
    window.close();
    // A window the script did not open stays open: take the owner to the tracker instead.
    window.location.assign(clientRoutes.job);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    if (!hasRequiredFields(values)) {
      toast({
        variant: 'destructive',
        title: 'Validation Error',
        description: 'Please fill in at least company and position fields.',
      });
      return;
    }
    create.mutate(toPayload(values), {
      onSuccess: () => {
        forgetCapture();
        setSaved(true);
        toast({ title: 'Application added' });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to add application',
          description: describeApiError(error),
        }),
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title="Save posting"
      description={
        <>
          Sent from <strong className="break-all">{capture.from}</strong>. Check the details, then save.
        </>
      }
      size="max-w-3xl"
      footer={
        saved ? (
          <>
            <Button variant="outline" onClick={() => window.location.assign(clientRoutes.job)}>
              Open the job tracker
            </Button>
            <Button onClick={close}>Close window</Button>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" form={FORM_ID} disabled={!values || create.isPending}>
              {create.isPending ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
              Save posting
            </Button>
          </>
        )
      }
    >
      {saved ? (
        <p role="status" className="flex items-center gap-2 text-slate-800 dark:text-slate-100">
          <CheckCircle2 aria-hidden="true" className="h-5 w-5 text-green-600" /> Saved to your job tracker.
        </p>
      ) : !values ? (
        <p role="status" className="flex items-center gap-2 text-slate-600 dark:text-slate-300">
          <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> Reading the posting...
        </p>
      ) : (
        <>
          {isAddressOnly ? (
            <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              This site keeps its pages apart from other windows, so only its address and title came through.
              Copy the posting's text into Job details if you want to keep it.
            </p>
          ) : null}
          {failure ? (
            <p role="alert" className="mb-4 text-sm text-red-700 dark:text-red-400">
              The page could not be read ({failure}); fill in what you need.
            </p>
          ) : null}
          <form id={FORM_ID} onSubmit={submit}>
            <ApplicationFormFields
              values={values}
              onChange={(changes) => setValues((current) => (current ? { ...current, ...changes } : current))}
            />
          </form>
        </>
      )}
    </Dialog>
  );
}
