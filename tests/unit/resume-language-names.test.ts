import { describe, expect, it } from 'vitest';
import { parseText } from '../helpers/parse-text';

/**
 * Invented CVs whose Languages section names the languages in its own language ("Englisch",
 * "engleski"): they are spoken languages, not programming languages to be read as skills, and the
 * skills beside them keep every item.
 */
describe('spoken languages named in other languages', () => {
  it('reads a German-named Languages section apart from the skills', async () => {
    const resume = await parseText(`Lena Vogt
lena.vogt@example.de

KENNTNISSE
Ansible • Terraform • Grafana • PostgreSQL

SPRACHEN
Deutsch – Muttersprache; Englisch – C1; Französisch – B1
`);
    expect(resume.skills).toEqual(['Ansible', 'Terraform', 'Grafana', 'PostgreSQL']);
    expect(resume.languages?.map((entry) => entry.language)).toEqual(['Deutsch', 'Englisch', 'Französisch']);
  });

  it('reads a Croatian-named one the same way', async () => {
    const resume = await parseText(`Marko Jurić
marko.juric@example.hr

SKILLS
Cisco IOS • Juniper Junos • Zabbix

LANGUAGES
Hrvatski – materinji; Engleski – B2
`);
    expect(resume.skills).toEqual(['Cisco IOS', 'Juniper Junos', 'Zabbix']);
    expect(resume.languages?.map((entry) => entry.language)).toEqual(['Hrvatski', 'Engleski']);
  });
});
