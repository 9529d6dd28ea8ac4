import { describe, expect, it } from 'vitest';
import { findGutter, type PositionedItem } from '../../src/server/resume/parse/extract/pdf-columns';

/**
 * A one-column resume whose dates and places sit flush right on the rows of the titles and
 * employers they belong to, with a contact block of its own at the top right: the right-hand
 * text is no column to be read after the left one (which parted every role from its dates).
 */
const item = (text: string, x: number, y: number, width = text.length * 5): PositionedItem => ({
  text,
  x,
  y,
  width,
  size: 10,
  font: 'Arial',
});

function page(rightText: (row: number) => string): PositionedItem[] {
  const items: PositionedItem[] = [
    item('Omar Haddad', 50, 780),
    item('Muscat, Oman', 480, 790, 60),
    item('+968 2455 0123', 470, 776, 70),
    item('omar.haddad@example.com', 430, 762, 110),
    item('linkedin.com/in/omar-haddad', 410, 748, 130),
  ];
  let y = 700;
  for (let role = 0; role < 4; role++) {
    items.push(item(`Network Engineer ${role}`, 50, y), item(rightText(role), 460, y, 80));
    items.push(item(`Batinah Telecom ${role} LLC`, 50, y - 13), item('Sohar, Oman', 490, y - 13, 50));
    for (let bullet = 0; bullet < 3; bullet++)
      items.push(item(`Kept eighty routers patched and backed up, part ${bullet}`, 60, y - 28 - bullet * 13));
    y -= 80;
  }
  return items;
}

describe('dates set flush right on their rows', () => {
  it('are read with their rows, not as a column of their own', () => {
    expect(
      findGutter(
        page((role) => `Jan 201${role} – Mar 201${role + 1}`),
        595,
      ),
    ).toBeNull();
  });

  it('while a sidebar of words on the same line grid stays a column', () => {
    expect(
      findGutter(
        page((role) => ['Kubernetes', 'Terraform', 'Ansible', 'Python'][role] ?? ''),
        595,
      ),
    ).not.toBeNull();
  });
});
