import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClipboardPaste, Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  type CertificateType,
  CLIENT_CERTIFICATE_TYPE,
  certificateSchema,
  certificateTypes,
} from '../../../shared/api/admin-certificates';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { apiRequest } from '../../lib/api';
import { adminPaths, refreshAfterChange } from './admin-api';
import { certificateTypeLabels } from './certificate-type-labels';
import { describeError } from './format';
import { sortPemBlocks } from './sort-pem-blocks';

type Fields = {
  name: string;
  domain: string;
  type: CertificateType;
  certificateData: string;
  privateKeyData: string;
  csrData: string;
  clientCertificateData: string;
  expiresAt: string;
};

const EMPTY: Fields = {
  name: '',
  domain: '',
  type: 'cloudflare-origin',
  certificateData: '',
  privateKeyData: '',
  csrData: '',
  clientCertificateData: '',
  expiresAt: '',
};

const inputClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';
const pemClass = `${inputClass} h-28 font-mono text-xs`;

/** Spec §7: only the filled fields go, as multipart; the client certificate only for its type. */
function toFormData(fields: Fields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'clientCertificateData' && fields.type !== CLIENT_CERTIFICATE_TYPE) continue;
    if (value.trim()) form.append(name, value);
  }
  return form;
}

/** The Add Certificate form (spec §4, §5): closes and resets after a successful upload. */
export function CertificateForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const upload = useMutation({
    mutationFn: async (form: FormData) => {
      try {
        return await apiRequest('POST', '/api/tools/certificates/upload', form, certificateSchema);
      } catch (error) {
        throw new Error(`Certificate upload failed: ${describeError(error)}`);
      }
    },
    onSuccess: () => {
      toast({ title: 'Certificate uploaded' });
      refreshAfterChange(queryClient, adminPaths.certificates);
      setFields(EMPTY);
      onDone();
    },
    onError: (error: Error) =>
      toast({ variant: 'destructive', title: 'Upload failed', description: error.message }),
  });

  async function pasteFromClipboard() {
    try {
      const found = sortPemBlocks(await navigator.clipboard.readText());
      if (Object.keys(found).length === 0) throw new Error('no PEM blocks');
      setFields((current) => ({ ...current, ...found }));
    } catch {
      toast({
        variant: 'destructive',
        title: 'Paste Failed',
        description: 'Unable to read from clipboard. Please paste manually.',
      });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const required = [fields.name, fields.domain, fields.certificateData, fields.privateKeyData];
    if (required.some((value) => !value.trim())) {
      toast({
        variant: 'destructive',
        title: 'Missing fields',
        description: 'Please fill in certificate name, domain, certificate data, and private key data.',
      });
      return;
    }
    upload.mutate(toFormData(fields));
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="grid gap-1 text-sm font-medium">
          Certificate Name
          <input className={inputClass} value={fields.name} onChange={set('name')} placeholder="Main site" />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Domain
          <input
            className={inputClass}
            value={fields.domain}
            onChange={set('domain')}
            placeholder="example.com"
          />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Certificate Type
          <select className={inputClass} value={fields.type} onChange={set('type')}>
            {certificateTypes.map((type) => (
              <option key={type} value={type}>
                {certificateTypeLabels[type]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Expiry Date (optional)
          <input type="date" className={inputClass} value={fields.expiresAt} onChange={set('expiresAt')} />
        </label>
      </div>
      <div>
        <Button type="button" variant="outline" onClick={() => void pasteFromClipboard()}>
          <ClipboardPaste aria-hidden="true" className="h-4 w-4" /> Paste from Clipboard
        </Button>
      </div>
      <label className="grid gap-1 text-sm font-medium">
        Certificate Data (PEM)
        <textarea
          className={pemClass}
          value={fields.certificateData}
          onChange={set('certificateData')}
          placeholder="-----BEGIN CERTIFICATE-----"
        />
      </label>
      <label className="grid gap-1 text-sm font-medium">
        Private Key Data (PEM)
        <textarea
          className={pemClass}
          value={fields.privateKeyData}
          onChange={set('privateKeyData')}
          placeholder="-----BEGIN PRIVATE KEY-----"
        />
      </label>
      <label className="grid gap-1 text-sm font-medium">
        CSR Data (optional)
        <textarea
          className={pemClass}
          value={fields.csrData}
          onChange={set('csrData')}
          placeholder="-----BEGIN CERTIFICATE REQUEST-----"
        />
      </label>
      {fields.type === CLIENT_CERTIFICATE_TYPE ? (
        <label className="grid gap-1 text-sm font-medium">
          Client Certificate Data (PEM)
          <textarea
            className={pemClass}
            value={fields.clientCertificateData}
            onChange={set('clientCertificateData')}
            placeholder="-----BEGIN CERTIFICATE-----"
          />
        </label>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
          Upload Certificate
        </Button>
      </div>
    </form>
  );
}
