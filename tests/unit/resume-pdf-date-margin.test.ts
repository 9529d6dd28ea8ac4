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

/**
 * Dates in a margin, each role's title and employer beside them, and the bullets set a little
 * further in (as an HTML resume printed to PDF lays out a list): the step between the title and its
 * bullets is indentation, not a gap between columns. The footer lists below run at the margin.
 */
function indentedPage(bulletX: number, titleX: number): PositionedItem[] {
  const items: PositionedItem[] = [item('Lukas Novotny', 45, 780), item('DOSAVADNI PRAXE', 45, 720)];
  let y = 700;
  for (let role = 0; role < 4; role++) {
    items.push(item(`0${role + 1}.201${role} – 0${role + 2}.201${role + 1}`, 45, y, 70));
    items.push(
      item(`Spravce site ${role}`, titleX, y, 110),
      item(`Vltava Data ${role} s.r.o., Praha`, titleX, y - 11, 150),
    );
    for (let bullet = 0; bullet < 3; bullet++)
      items.push(
        item(
          `sprava serveru, sitovych prvku a zalohovani pro vsechny pobocky v Cechach a na Morave, cast ${bullet}`,
          bulletX,
          y - 23 - bullet * 11,
          340,
        ),
      );
    y -= 70;
  }
  for (let row = 0; row < 5; row++)
    items.push(item(`Jazyk ${row}: anglictina, nemcina`, 56, 380 - row * 11, 80));
  return items;
}

describe('bullets indented under titles beside a date margin', () => {
  it('are one column with their titles', () => {
    expect(findGutter(indentedPage(147, 136), 595)).toBeNull();
  });
});
