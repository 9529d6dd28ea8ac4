import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../shared/api/auth';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { apiRequest } from '../../lib/api';

const fieldClass =
  'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-white';

export function ChangePasswordForm() {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/password', { currentPassword, newPassword }),
    onSuccess: () => {
      setCurrent('');
      setNew('');
      setConfirmation('');
      toast({ title: 'Password changed', description: 'Use the new password the next time you sign in.' });
    },
    onError: (error: Error) => {
      setProblem(
        error.message.startsWith('400:')
          ? 'The current password is not correct.'
          : error.message.replace(/^\d+: /, ''),
      );
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (newPassword.length < MIN_PASSWORD_LENGTH)
      return setProblem(`The new password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
    if (newPassword !== confirmation) return setProblem('The two new passwords do not match.');
    setProblem(null);
    mutation.mutate();
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Change password">
      <label className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        Current password
        <input
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(event) => setCurrent(event.target.value)}
          className={fieldClass}
        />
      </label>
      <label className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        New password
        <input
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          value={newPassword}
          onChange={(event) => setNew(event.target.value)}
          className={fieldClass}
        />
      </label>
      <label className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        Confirm new password
        <input
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          className={fieldClass}
        />
      </label>
      {problem ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving...' : 'Change Password'}
      </Button>
    </form>
  );
}
