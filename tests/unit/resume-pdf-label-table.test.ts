import { describe, expect, it } from 'vitest';
import { findOpenRange } from '../../src/server/resume/parse/dates';
import { findGutter, type PositionedItem } from '../../src/server/resume/parse/extract/pdf-columns';
import { readGridsByColumn } from '../../src/server/resume/parse/extract/pdf-grid';

/**
 * A CV set as a two-column table, the way European word-processor CVs are: dates and labels in a
 * narrow left cell, the entry beside them. Its rows belong together; neither the page nor the
 * table is two columns to be read one after the other.
 */
const item = (text: string, x: number, y: number): PositionedItem => ({
  text,
  x,
  y,
  width: text.length * 5,
  size: 10,
  font: 'Body',
});

type Row = { items: PositionedItem[]; y: number; size: number };
const row = (...items: PositionedItem[]): Row => ({ items, y: items[0]?.y ?? 0, size: 10 });

describe('a CV set as a table of dates and entries', () => {
  it('reads a month-name range with its entry, the dash between the dates counting as no word', () => {
    const rows = [
      row(item('Mär. 2019 – Jan. 2023', 60, 700), item('Network Administrator', 190, 700)),
      row(item('Donau Kliniken gGmbH, Passau', 190, 686)),
      row(item('– Ran the hospital WAN across six sites', 190, 672)),
      row(item('Feb. 2016 – Feb. 2019', 60, 650), item('IT Support Technician', 190, 650)),
      row(item('Brenner Logistik AG, Rosenheim', 190, 636)),
      row(item('– Supported 300 users on the first line', 190, 622)),
    ];
    const read = readGridsByColumn(rows, (whole, items) => ({ ...whole, items }));
    expect(read.map((entry) => entry.items.map((part) => part.text).join(' | '))[0]).toBe(
      'Mär. 2019 – Jan. 2023 | Network Administrator',
    );
  });

  it('keeps a short last page of dated certificates and "Label:" lines as one column', () => {
    // Each entry is [left cell, right cell]; an empty left cell is a wrapped line of the entry above.
    const lines: Array<[string, string]> = [
      ['Certificates', ''],
      ['Apr. 2022', 'Certified Kubernetes Administrator (CKA)'],
      ['', 'renewed in 2024 with the security specialty'],
      ['2021', 'AWS Certified SysOps Administrator – Associate'],
      ['', 'taken with the company cloud programme'],
      ['Nov. 2019', 'ITIL 4 Foundation'],
      ['Skills', ''],
      ['Systems:', 'Debian, SLES, Windows Server 2019, VMware ESXi 7'],
      ['Scripting:', 'Python, Bash, PowerShell, Ansible, Terraform modules'],
      ['', 'and a little Go for internal tools'],
      ['Networks:', 'Cisco IOS, FortiGate, WireGuard, BGP and OSPF basics'],
      ['Languages', ''],
      ['German', 'native speaker'],
    ];
    const items = lines.flatMap(([label, entry], index) => {
      const y = 760 - index * 14;
      return [...(label ? [item(label, 60, y)] : []), ...(entry ? [item(entry, 190, y)] : [])];
    });
    expect(findGutter(items, 595)).toBeNull();
  });

  it('reads "seit" (since) before a date as a role that goes on', () => {
    expect(findOpenRange('seit Okt. 2021')).toMatchObject({ endDate: 'Present' });
    expect(findOpenRange('desde 2020')).toMatchObject({ startDate: '2020', endDate: 'Present' });
  });
});

describe('a timeline with each range stacked in a narrow date column', () => {
  it('joins "03/2016" / "–" / "Present" into one range on the row of the entry it dates', () => {
    const rows = [
      row(item('03/2016', 60, 700), item('Head of Service Operations', 150, 700)),
      row(item('–', 66, 688), item('Kestrel Mutual Assurance | Leeds', 150, 688)),
      row(item('Present', 60, 676)),
      row(item('Runs the service desk, change and problem management for 2,000 staff.', 150, 660)),
      row(item('09/2011', 60, 640), item('Service Desk Team Leader', 150, 640)),
      row(item('–', 66, 628), item('Pennine Water Services | Bradford', 150, 628)),
      row(item('02/2016', 60, 616)),
      row(item('Led a team of twelve analysts across two shifts.', 150, 600)),
    ];
    const read = readGridsByColumn(rows, (whole, items) => ({ ...whole, items })).map((entry) =>
      entry.items.map((part) => part.text).join(' | '),
    );
    expect(read).toEqual([
      '03/2016 – Present | Head of Service Operations',
      'Kestrel Mutual Assurance | Leeds',
      'Runs the service desk, change and problem management for 2,000 staff.',
      '09/2011 – 02/2016 | Service Desk Team Leader',
      'Pennine Water Services | Bradford',
      'Led a team of twelve analysts across two shifts.',
    ]);
  });

  it('leaves a range already whole, and the bullet under it, as they were', () => {
    const rows = [
      row(item('Jan 2019 – Present', 60, 700)),
      row(item('- Moved 2016 and 2019 servers onto one cluster', 60, 688)),
    ];
    expect(
      readGridsByColumn(rows, (whole, items) => ({ ...whole, items })).map((entry) => entry.items[0]?.text),
    ).toEqual(['Jan 2019 – Present', '- Moved 2016 and 2019 servers onto one cluster']);
  });
});
