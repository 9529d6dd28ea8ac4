import { Loader2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import type { JobApplication } from '../../../shared/api/job-applications';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/use-toast';
import { describeApiError, statusOf } from './api-error';
import { ApplicationFormFields } from './application-form-fields';
import {
  type ApplicationFormValues,
  changedFields,
  createEmptyValues,
  hasRequiredFields,
  toPayload,
  valuesFromApplication,
} from './application-form-values';
import { useCreateApplication, useUpdateApplication } from './job-mutations';

type ApplicationFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Present when editing; absent when adding. */
  application?: JobApplication | null;
};

const FORM_ID = 'job-application-form';

/** Add Application and Edit Application: one form, POST for a new one, PUT of the changed fields for an edit. */
export function ApplicationFormDialog({ open, onOpenChange, application }: ApplicationFormDialogProps) {
  const isEdit = Boolean(application);
  const [initial, setInitial] = useState<ApplicationFormValues>(createEmptyValues);
  const [values, setValues] = useState<ApplicationFormValues>(createEmptyValues);
  const create = useCreateApplication();
  const update = useUpdateApplication();
  const isSaving = create.isPending || update.isPending;

  useEffect(() => {
    if (!open) return;
    const start = application ? valuesFromApplication(application) : createEmptyValues();
    setInitial(start);
    setValues(start);
  }, [open, application]);

  const close = () => onOpenChange(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasRequiredFields(values)) {
      toast({
        variant: 'destructive',
        title: 'Validation Error',
        description: 'Please fill in at least company and position fields.',
      });
      return;
    }
    if (application) {
      const changes = changedFields(initial, values);
      if (Object.keys(changes).length === 0) return close();
      update.mutate(
        { id: application.id, changes },
        {
          onSuccess: () => {
            toast({ title: 'Application updated' });
            close();
          },
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: 'Failed to update application',
              description: describeApiError(error),
            }),
        },
      );
      return;
    }
    create.mutate(toPayload(values), {
      onSuccess: () => {
        toast({ title: 'Application added' });
        close();
      },
      onError: (error) => {
        const status = statusOf(error);
        // The server explained what was wrong (4xx): say it. Otherwise the spec's generic apology.
        if (status !== null && status >= 400 && status < 500) {
          toast({
            variant: 'destructive',
            title: 'Failed to add application',
            description: describeApiError(error),
          });
        } else {
          toast({
            variant: 'destructive',
            title: 'Error',
            description: 'Failed to create job application. Please try again.',
          });
        }
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEdit ? 'Edit Application' : 'Add Application'}
      description={
        isEdit ? 'Change any field; only what you change is saved.' : 'Track a new job application.'
      }
      size="max-w-3xl"
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={isSaving}>
            {isSaving ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
            {isEdit ? 'Save Changes' : 'Add Application'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit}>
        <ApplicationFormFields
          values={values}
          onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
        />
      </form>
    </Dialog>
  );
}
