import { z } from '../zod';

export const certificateTypes = [
  'cloudflare-origin',
  'cloudflare-client',
  'lets-encrypt',
  'ca-signed',
  'self-signed',
] as const;
export const certificateTypeSchema = z.enum(certificateTypes, {
  error: `must be one of ${certificateTypes.join(', ')}`,
});
export type CertificateType = z.infer<typeof certificateTypeSchema>;

/** Spec §4: the client-certificate field belongs to this type only. */
export const CLIENT_CERTIFICATE_TYPE: CertificateType = 'cloudflare-client';

/** Spec §4: a certificate expiring within this many days is "expiring soon". */
export const EXPIRING_SOON_DAYS = 30;

const MAX_PEM_LENGTH = 64 * 1024;
const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

// Browsers send form text with CRLF line ends; PEM is stored with LF.
const requiredPem = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(MAX_PEM_LENGTH, 'is too long for a PEM file')
  .transform((value) => value.replace(/\r\n?/g, '\n'));
const optionalPem = z.preprocess(emptyToUndefined, requiredPem.optional());

/** Spec §4: a hostname, or a wildcard hostname such as *.example.com. */
const domainPattern = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;

/**
 * POST /api/tools/certificates/upload (multipart text fields, spec §7). Name, domain, certificate
 * and private key are required (§5); the client certificate is for cloudflare-client only.
 */
export const certificateUploadSchema = z
  .object({
    name: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200, 'is too long'),
    domain: z
      .string({ error: 'is required' })
      .trim()
      .min(1, 'is required')
      .max(253, 'is too long')
      .regex(domainPattern, 'must be a host name such as example.com or *.example.com')
      .transform((value) => value.toLowerCase()),
    type: certificateTypeSchema.default('ca-signed'),
    certificateData: requiredPem,
    privateKeyData: requiredPem,
    csrData: optionalPem,
    clientCertificateData: optionalPem,
    expiresAt: z.preprocess(
      emptyToUndefined,
      z.coerce.date({ error: 'must be a date such as 2026-12-31' }).optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.clientCertificateData && value.type !== CLIENT_CERTIFICATE_TYPE) {
      ctx.addIssue({
        code: 'custom',
        path: ['clientCertificateData'],
        message: `is only for ${CLIENT_CERTIFICATE_TYPE} certificates`,
      });
    }
  });
export type CertificateUpload = z.infer<typeof certificateUploadSchema>;

/**
 * A certificate in the list. The private key and the client certificate never leave the server
 * in a list: the flags say whether they exist, and the download routes hand them out.
 */
export const certificateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  domain: z.string(),
  type: z.string(),
  certificateData: z.string().nullable(),
  csrData: z.string().nullable(),
  hasCertificate: z.boolean(),
  hasPrivateKey: z.boolean(),
  hasClientCertificate: z.boolean(),
  expiresAt: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certificateListSchema = z.array(certificateSchema);

export const certificateIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'must be a certificate id' }).int('must be a certificate id').positive(),
});

export const expiryStatusSchema = z.object({
  expired: z.boolean(),
  expiringSoon: z.boolean(),
  daysUntilExpiry: z.number().int().nullable(),
});
export type ExpiryStatus = z.infer<typeof expiryStatusSchema>;

/** What the health check read from the certificate, beyond the §3 shape. */
export const certificateDetailsSchema = z.object({
  subject: z.string(),
  issuer: z.string(),
  serialNumber: z.string(),
  fingerprint256: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  subjectAltNames: z.array(z.string()),
  keyType: z.string().nullable(),
  keySize: z.number().int().nullable(),
  isSelfSigned: z.boolean(),
  chainLength: z.number().int(),
  keyMatches: z.boolean().nullable(),
  domainMatches: z.boolean(),
});
export type CertificateDetails = z.infer<typeof certificateDetailsSchema>;

/** GET /api/tools/certificates/{id}/health: the §3 health result plus the details it was based on. */
export const certificateHealthSchema = z.object({
  name: z.string(),
  domain: z.string(),
  type: z.string(),
  isValid: z.boolean(),
  validationErrors: z.array(z.string()),
  warnings: z.array(z.string()),
  hasCertificate: z.boolean(),
  hasPrivateKey: z.boolean(),
  hasClientCertificate: z.boolean(),
  expiryStatus: expiryStatusSchema,
  details: certificateDetailsSchema.nullable(),
  checkedAt: z.string(),
});
export type CertificateHealth = z.infer<typeof certificateHealthSchema>;
