import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectResumeFile, parseResumeFile } from '../../src/server/resume/parse/parse-file';
import { launchBrowser } from '../e2e/support/browser';
import { printPdf } from '../helpers/print-pdf';
import { roleRows } from '../helpers/role-rows';

/**
 * The Europass CV (invented people): each job a form of fixed labels beside their values (dates,
 * position, activities, employer, sector), in any of the template's languages, set as a table whose
 * labels stand flush right in a column of their own. Each job is read as title, employer, dates and
 * duties; the employer's street address and the sector are not part of the employer's name.
 */
async function read(bytes: Buffer, name: string) {
  return (await parseResumeFile(bytes, await detectResumeFile(bytes, name))).resume;
}

const rolesOf = roleRows;

describe('a Europass CV', () => {
  it('reads each job of an English form kept as text, its labels before tabs', async () => {
    const text = `Curriculum Vitae
Personal information
Surname(s) / First name(s)\tHALVORSEN Ingrid
E-mail\tingrid.halvorsen@example.com

Work experience
Dates\tApril 2020 – present
Occupation or position held\tNetwork Operations Lead
Main activities and responsibilities\t▪ Run the 24/7 network operations rota for 14 engineers
\t▪ Own change control for the campus and data-centre networks
Name and address of employer\tFjordlink Telecom AS, Strandgata 8, 5013 Bergen (Norway)
Type of business or sector\tTelecommunications

Dates\tAugust 2016 – March 2020
Occupation or position held\tNetwork Engineer
Main activities and responsibilities\tConfigured and monitored routing for 40 branch offices
Name and address of employer\tVestkyst Kraft AS, Bergen (Norway)
Type of business or sector\tEnergy utility
`;
    expect(rolesOf(await read(Buffer.from(text), 'cv.txt'))).toEqual([
      ['Network Operations Lead', 'Fjordlink Telecom AS', 'April 2020', 'Present', 2],
      ['Network Engineer', 'Vestkyst Kraft AS', 'August 2016', 'March 2020', 1],
    ]);
  });

  it('reads French labels set one under another before their values', async () => {
    const text = `Expérience professionnelle
Dates
Fonction ou poste occupé
Principales activités et responsabilités
Nom et adresse de l'employeur
Type ou secteur d'activité
janvier 2019 – décembre 2022
Administratrice systèmes
Gestion de 120 serveurs Linux et de la sauvegarde
Clinique Saint-Aubin, 12 rue des Lilas, 35000 Rennes
Santé

Dates
Fonction ou poste occupé
Principales activités et responsabilités
Nom et adresse de l'employeur
Type ou secteur d'activité
septembre 2015 – décembre 2018
Technicienne support
Support de 300 postes de travail
Armor Logistique SA, Lorient
Transport
`;
    const roles = rolesOf(await read(Buffer.from(text), 'cv.txt'));
    expect(roles.map(([title, company]) => [title, company])).toEqual([
      ['Administratrice systèmes', 'Clinique Saint-Aubin'],
      ['Technicienne support', 'Armor Logistique SA'],
    ]);
  });

  describe('printed to PDF', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('reads the labels set flush right in a column of their own row by row with their values', async () => {
      const row = (label: string, value: string) =>
        `<tr><td style="text-align:right;vertical-align:top;width:40%;padding-right:12px;color:#555">${label}</td><td>${value}</td></tr>`;
      const job = (dates: string, title: string, duties: string[], employer: string, sector: string) =>
        [
          row('Dates', dates),
          row('Occupation or position held', `<b>${title}</b>`),
          row('Main activities and responsibilities', duties.map((duty) => `▪ ${duty}`).join('<br>')),
          row('Name and address of employer', employer),
          row('Type of business or sector', sector),
          '<tr><td colspan="2" style="height:10px"></td></tr>',
        ].join('');
      const html = `<html><body style="font-family:Arial;font-size:10pt"><table style="width:100%;border-collapse:collapse">
        ${row('<b>Personal information</b>', '')}
        ${row('Surname(s) / First name(s)', '<b>MARTINS Rui</b>')}
        ${row('E-mail', 'rui.martins@example.org')}
        ${row('<b>Work experience</b>', '')}
        ${job('June 2021 → present', 'Cloud Platform Engineer', ['Run 60 AWS accounts through one landing zone', 'Cut the monthly bill by a fifth with rightsizing'], 'Tejo Digital S.A., Avenida da Liberdade 110, 1250-146 Lisboa (Portugal)', 'Software services')}
        ${job('March 2018 – May 2021', 'Systems Administrator', ['Kept 200 Windows and Linux servers patched monthly'], 'Douro Seguros S.A., Porto (Portugal)', 'Insurance')}
        ${job('October 2016 – February 2018', 'IT Support Technician', ['First-line support for 450 staff'], 'Atlântico Retail Lda., Braga (Portugal)', 'Retail')}
      </table></body></html>`;
      const resume = await read(await printPdf(browser, html), 'cv.pdf');
      expect(rolesOf(resume)).toEqual([
        ['Cloud Platform Engineer', 'Tejo Digital S.A.', 'June 2021', 'Present', 2],
        ['Systems Administrator', 'Douro Seguros S.A.', 'March 2018', 'May 2021', 1],
        ['IT Support Technician', 'Atlântico Retail Lda.', 'October 2016', 'February 2018', 1],
      ]);
    });
  });
});
