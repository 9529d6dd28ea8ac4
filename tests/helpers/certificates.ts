import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A certificate and its private key, both PEM. */
export type Issued = { cert: string; key: string };

export type IssueOptions = {
  commonName: string;
  dnsNames?: string[];
  isCa?: boolean;
  notBefore?: Date;
  notAfter?: Date;
  keyType?: 'ec' | 'rsa';
  /** Sign with this key instead of a fresh one (a key shared between certificates). */
  key?: string;
};

const DAY_MS = 86_400_000;
const CA_CONFIG = `[ ca ]
default_ca = local
[ local ]
dir = .
database = ./index.txt
new_certs_dir = .
serial = ./serial
default_md = sha256
policy = any
unique_subject = no
email_in_dn = no
[ any ]
commonName = supplied
`;

/** openssl's date form, YYYYMMDDHHMMSSZ. */
function asn1Time(date: Date): string {
  return `${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}

export function createKey(keyType: 'ec' | 'rsa' = 'ec'): string {
  const pair =
    keyType === 'rsa'
      ? generateKeyPairSync('rsa', { modulusLength: 2048 })
      : generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/**
 * Real X.509 certificates for the tests, made with the openssl command line (`openssl ca` takes any
 * start and end date, so expired and not-yet-valid certificates are as easy as valid ones).
 */
export class CertificateFactory {
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'certs-'));
  private counter = 0;

  constructor() {
    writeFileSync(path.join(this.dir, 'ca.cnf'), CA_CONFIG);
    writeFileSync(path.join(this.dir, 'index.txt'), '');
    writeFileSync(path.join(this.dir, 'serial'), '1000\n');
  }

  private run(args: string[]): void {
    execFileSync('openssl', args, { cwd: this.dir, stdio: 'pipe' });
  }

  private file(name: string, text: string): string {
    writeFileSync(path.join(this.dir, name), text);
    return name;
  }

  /** A self-signed certificate: a root CA, or a self-signed server certificate. */
  selfSigned(options: IssueOptions): Issued {
    return this.issue(null, options);
  }

  issue(issuer: Issued | null, options: IssueOptions): Issued {
    const id = ++this.counter;
    const key = options.key ?? createKey(options.keyType);
    const keyFile = this.file(`k${id}.pem`, key);
    const extensions = [
      '[ v3 ]',
      options.isCa ? 'basicConstraints = critical, CA:TRUE' : 'basicConstraints = CA:FALSE',
      options.isCa ? 'keyUsage = critical, keyCertSign, cRLSign' : 'keyUsage = digitalSignature',
      ...(options.dnsNames?.length
        ? [`subjectAltName = ${options.dnsNames.map((n) => `DNS:${n}`).join(', ')}`]
        : []),
    ].join('\n');
    const extFile = this.file(`e${id}.cnf`, `${extensions}\n`);
    this.run(['req', '-new', '-key', keyFile, '-subj', `/CN=${options.commonName}`, '-out', `r${id}.csr`]);
    const notBefore = options.notBefore ?? new Date(Date.now() - DAY_MS);
    const notAfter = options.notAfter ?? new Date(Date.now() + 365 * DAY_MS);
    const signer = issuer
      ? ['-cert', this.file(`ic${id}.pem`, issuer.cert), '-keyfile', this.file(`ik${id}.pem`, issuer.key)]
      : ['-selfsign', '-keyfile', keyFile];
    this.run([
      'ca',
      '-batch',
      '-config',
      'ca.cnf',
      ...signer,
      '-in',
      `r${id}.csr`,
      '-out',
      `c${id}.pem`,
      '-notext',
      '-startdate',
      asn1Time(notBefore),
      '-enddate',
      asn1Time(notAfter),
      '-extfile',
      extFile,
      '-extensions',
      'v3',
    ]);
    return { cert: readFileSync(path.join(this.dir, `c${id}.pem`), 'utf8'), key };
  }

  /** A PEM certificate request for a key, as the upload form's optional CSR field takes it. */
  csr(key: string, commonName: string): string {
    const id = ++this.counter;
    this.run([
      'req',
      '-new',
      '-key',
      this.file(`k${id}.pem`, key),
      '-subj',
      `/CN=${commonName}`,
      '-out',
      `q${id}.csr`,
    ]);
    return readFileSync(path.join(this.dir, `q${id}.csr`), 'utf8');
  }

  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export function daysFromNow(days: number): Date {
  return new Date(Date.now() + days * DAY_MS);
}
