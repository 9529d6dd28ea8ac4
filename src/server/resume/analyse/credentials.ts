/**
 * Names of certifications a person holds or does not: "CISA" is also a US agency, "Oracle" a
 * database as well as a certificate's vendor. A credential counts as shown only where the resume
 * lists it as one, and tailoring never writes one anywhere the base does not list it.
 */
const CREDENTIAL = new RegExp(
  [
    '^(?:CISSP|CISM|CISA|CRISC|CGEIT|CCSP|CCSK|CEH|OSCP|OSCE|GSEC|GCIH|GCIA|GPEN|SSCP|CASP\\+?|CySA\\+?|PenTest\\+?)$',
    '^(?:(?:CompTIA )?(?:Security|Network|A|Cloud|Linux|Server|Project)\\+)$',
    '^(?:CCNA|CCNP|CCIE|JNCIA|JNCIP|PMP|CAPM|PgMP|CSM|CSPO|PSM|SAFe|MCSE|MCSA|MCP|RHCE|RHCSA|CKA|CKAD|CKS|VCP|CPA|CMA|CFA|CIPP|CIPM|CIPT)$',
    '^ITIL(?: v?\\d)? (?:Foundation|Practitioner|Expert|Master|Managing Professional|Strategic Leader)$',
    '\\bCertified\\b',
    '\\bcertification\\b',
  ].join('|'),
  'i',
);

export function isCredential(label: string): boolean {
  return CREDENTIAL.test(label.trim());
}
