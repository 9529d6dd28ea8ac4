import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';
import { readHeading } from '../../src/server/resume/parse/sections';
import { createLine } from '../../src/server/resume/parse/source-lines';
import { launchBrowser } from '../e2e/support/browser';
import { printPdf } from '../helpers/print-pdf';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(() => browser?.close());

// An invented resume in the academic style: the name, the contact line and every heading centred,
// the name and headings set in widely tracked capitals.
const HTML = `<html><body style="font-family: serif; font-size: 11pt">
<h1 style="text-align:center; letter-spacing:0.35em; text-transform:uppercase; font-size:20pt">Talia Okonkwo Brandt</h1>
<p style="text-align:center">12 Harbour Lane, Porto Verde • +1 555 0142 • talia.brandt@example.org</p>
<h2 style="text-align:center; letter-spacing:0.4em; text-transform:uppercase; font-size:11.5pt; font-weight:normal">Experience</h2>
<p style="display:flex; justify-content:space-between; margin:0"><b>Kestrel Freight Systems, Porto Verde</b><span>Apr. 2020 – Pres.</span></p>
<p style="margin:0"><i>Network Engineer</i></p>
<ul style="margin:0"><li>Run the WAN for 14 depots over SD-WAN and LTE backup links</li><li>Moved the warehouse Wi-Fi to WPA3 with certificate sign-in</li></ul>
<p style="display:flex; justify-content:space-between; margin:0"><b>Lumen Civic Library, Porto Verde</b><span>Jun. 2016 – Mar. 2020</span></p>
<p style="margin:0"><i>Systems Technician</i></p>
<ul style="margin:0"><li>Kept 120 public computers imaged, patched and locked down</li></ul>
<h2 style="text-align:center; letter-spacing:0.4em; text-transform:uppercase; font-size:11.5pt; font-weight:normal">Education</h2>
<p style="display:flex; justify-content:space-between; margin:0"><b>Porto Verde Polytechnic</b><span>2012 – 2016</span></p>
<p style="margin:0">B.Sc. Computer Networks</p>
<h2 style="text-align:center; letter-spacing:0.4em; text-transform:uppercase; font-size:11.5pt; font-weight:normal">Certifications</h2>
<p>CCNP Enterprise (2022) · Aruba ACMP (2019)</p>
<h2 style="text-align:center; letter-spacing:0.4em; text-transform:uppercase; font-size:11.5pt; font-weight:normal">Skills</h2>
<p style="margin:0">Routing &nbsp; &nbsp; BGP, OSPF, SD-WAN</p>
<p style="margin:0">Wireless &nbsp; Aruba, WPA3, 802.1X</p>
</body></html>`;

describe('a PDF with centred, tracked headings', () => {
  it('reads the tracked name as words and each centred heading as its section, not as a bullet', async () => {
    const pdf = await printPdf(browser, HTML);
    const { resume } = await parseResumeFile(pdf, 'pdf');
    expect(resume.name.toLowerCase()).toBe('talia okonkwo brandt');
    expect(resume.experience.map((role) => [role.title, role.company.split(',')[0]])).toEqual([
      ['Network Engineer', 'Kestrel Freight Systems'],
      ['Systems Technician', 'Lumen Civic Library'],
    ]);
    expect(resume.education[0]?.school).toBe('Porto Verde Polytechnic');
    expect(resume.certifications).toEqual(expect.arrayContaining(['CCNP Enterprise', 'Aruba ACMP']));
    expect(resume.skills).toEqual(expect.arrayContaining(['BGP', 'OSPF', 'WPA3']));
  });
});

describe('a heading in tracked capitals that lost its word space', () => {
  it('reads "CORESKILLS" and "WORKHISTORY" as their sections, and a plain word stays no heading', () => {
    const section = (text: string) => readHeading(createLine(text, { isEmphasized: true }))?.section;
    expect(section('CORESKILLS')).toBe('skills');
    expect(section('WORKHISTORY')).toBe('experience');
    expect(section('KUBERNETES')).toBeUndefined();
  });
});
