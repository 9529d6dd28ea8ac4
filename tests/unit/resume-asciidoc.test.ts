import { describe, expect, it } from 'vitest';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';

// An invented resume kept as AsciiDoc source: attribute lines, references to them, a lead
// paragraph's role, "=== Title · Company" role headings, dates in italics and a skills table.
const SOURCE = `= Tomasz Wrede
:email: tomasz.wrede@example.com
:phone: +48 600 555 017
:location: Gdańsk, Poland
:icons: font

[.lead]
Network engineer for ports and logistics sites.

{location} | {phone} | {email}

== Experience

=== Network Engineer · Baltic Quay Terminals
_Mar 2020 – now_ · Gdańsk

* Run the campus network of a container terminal: 40 switches, 120 access points.
* Replaced the copper uplinks between cranes with fibre.

=== Junior Network Administrator · Vistula Freight
_Sep 2016 – Feb 2020_ · Gdynia

* Kept 12 branch VPNs up on FortiGate.

== Education

Gdańsk University of Technology:: BEng Telecommunications, 2012 – 2016

== Skills

[cols="1,3"]
|===
|Networking |BGP, OSPF, VLANs
|Security |FortiGate, 802.1X
|===
`;

describe('a resume kept as AsciiDoc source', () => {
  it("reads its fields, roles and skills, not the markup's marks", async () => {
    const { resume } = await parseResumeFile(Buffer.from(SOURCE), 'txt');
    expect(resume.name).toBe('Tomasz Wrede');
    expect(resume.phone).toBe('+48 600 555 017');
    expect(
      resume.experience.map((role) => [role.title, role.company, role.startDate, role.bullets.length]),
    ).toEqual([
      ['Network Engineer', 'Baltic Quay Terminals', 'Mar 2020', 2],
      ['Junior Network Administrator', 'Vistula Freight', 'Sep 2016', 1],
    ]);
    expect(resume.education[0]?.school).toBe('Gdańsk University of Technology');
    expect(resume.skills).toEqual(expect.arrayContaining(['BGP', 'OSPF', 'FortiGate']));
    expect(resume.skills.join(' ')).not.toMatch(/cols|===/);
  });
});
