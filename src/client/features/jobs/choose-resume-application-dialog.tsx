import { FileText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { JobApplication } from '../../../shared/api/job-applications';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { resumeHref } from './application-details-dialog';
import { Select } from './form-controls';

type ChooseResumeApplicationDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  applications: JobApplication[];
};

/** Update Resume: pick the application, then the resume builder opens with it selected. */
export function ChooseResumeApplicationDialog({
  open,
  onOpenChange,
  applications,
}: ChooseResumeApplicationDialogProps) {
  const [chosen, setChosen] = useState('');
  useEffect(() => {
    if (open) setChosen(String(applications[0]?.id ?? ''));
  }, [open, applications]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Update Resume"
      description="Tailor your resume to one of your applications in the resume builder."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button asChild>
            <Link href={chosen ? resumeHref(Number(chosen)) : '#'}>
              <FileText aria-hidden="true" className="h-4 w-4" /> Open Resume Builder
            </Link>
          </Button>
        </>
      }
    >
      <Select
        id="resume-application"
        label="Application"
        value={chosen}
        options={applications.map((application) => ({
          value: String(application.id),
          label: `${application.position} at ${application.company}`,
        }))}
        onValueChange={setChosen}
      />
    </Dialog>
  );
}
