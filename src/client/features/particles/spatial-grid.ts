import type { ParticleField } from './particle-field';

/**
 * Pairs of particles closer than the link distance, found with a uniform grid of cells one link
 * distance wide: a particle can only link to particles in its own cell or the eight around it,
 * so each frame compares a few hundred pairs instead of all 11,175. Typed arrays, reused every
 * frame: the search allocates nothing once the grid has its size.
 */
export type LinkList = {
  count: number;
  from: Uint16Array;
  to: Uint16Array;
  distanceSquared: Float32Array;
};

export type SpatialGrid = {
  /** Cells are exactly one link distance wide. */
  linkDistance: number;
  columns: number;
  rows: number;
  /** Index in `order` where each cell's particles start; one extra entry marks the end. */
  cellStart: Int32Array;
  cursor: Int32Array;
  /** Particle indices sorted by cell. */
  order: Uint16Array;
  cellOfParticle: Int32Array;
  links: LinkList;
};

export function createSpatialGrid(linkDistance: number, particleCount: number): SpatialGrid {
  const capacity = (particleCount * (particleCount - 1)) / 2;
  return {
    linkDistance,
    columns: 0,
    rows: 0,
    cellStart: new Int32Array(1),
    cursor: new Int32Array(1),
    order: new Uint16Array(particleCount),
    cellOfParticle: new Int32Array(particleCount),
    links: {
      count: 0,
      from: new Uint16Array(capacity),
      to: new Uint16Array(capacity),
      distanceSquared: new Float32Array(capacity),
    },
  };
}

function clampCell(value: number, cellSize: number, cells: number): number {
  const cell = Math.floor(value / cellSize);
  if (cell < 0) return 0;
  return cell >= cells ? cells - 1 : cell;
}

/** Sorts the particles into cells (a counting sort, so linear in the particle count). */
function fillCells(grid: SpatialGrid, field: ParticleField): void {
  const size = grid.linkDistance;
  grid.columns = Math.max(1, Math.ceil(field.width / size));
  grid.rows = Math.max(1, Math.ceil(field.height / size));
  const cellCount = grid.columns * grid.rows;
  if (grid.cellStart.length < cellCount + 1) {
    grid.cellStart = new Int32Array(cellCount + 1);
    grid.cursor = new Int32Array(cellCount);
  }
  const { cellStart, cursor, cellOfParticle, order } = grid;
  cellStart.fill(0, 0, cellCount + 1);
  for (let i = 0; i < field.count; i++) {
    const cell =
      clampCell(field.ys[i] ?? 0, size, grid.rows) * grid.columns +
      clampCell(field.xs[i] ?? 0, size, grid.columns);
    cellOfParticle[i] = cell;
    cellStart[cell + 1] = (cellStart[cell + 1] ?? 0) + 1;
  }
  for (let cell = 0; cell < cellCount; cell++) {
    cellStart[cell + 1] = (cellStart[cell + 1] ?? 0) + (cellStart[cell] ?? 0);
    cursor[cell] = cellStart[cell] ?? 0;
  }
  for (let i = 0; i < field.count; i++) {
    const cell = cellOfParticle[i] ?? 0;
    const slot = cursor[cell] ?? 0;
    order[slot] = i;
    cursor[cell] = slot + 1;
  }
}

function addLink(links: LinkList, a: number, b: number, distanceSquared: number): void {
  const index = links.count++;
  links.from[index] = Math.min(a, b);
  links.to[index] = Math.max(a, b);
  links.distanceSquared[index] = distanceSquared;
}

/** Links the particles of cell `own` (each to those after it) and of cell `other` (to all). */
function linkCells(
  grid: SpatialGrid,
  field: ParticleField,
  own: number,
  other: number,
  maxSquared: number,
): void {
  const { cellStart, order, links } = grid;
  const ownEnd = cellStart[own + 1] ?? 0;
  const otherEnd = cellStart[other + 1] ?? 0;
  for (let slot = cellStart[own] ?? 0; slot < ownEnd; slot++) {
    const a = order[slot] ?? 0;
    const x = field.xs[a] ?? 0;
    const y = field.ys[a] ?? 0;
    for (
      let otherSlot = own === other ? slot + 1 : (cellStart[other] ?? 0);
      otherSlot < otherEnd;
      otherSlot++
    ) {
      const b = order[otherSlot] ?? 0;
      const dx = x - (field.xs[b] ?? 0);
      const dy = y - (field.ys[b] ?? 0);
      const distanceSquared = dx * dx + dy * dy;
      if (distanceSquared < maxSquared) addLink(links, a, b, distanceSquared);
    }
  }
}

// Each cell meets itself and four of its neighbours (right, and the three below), so every
// pair of neighbouring cells is visited exactly once.
const FORWARD_NEIGHBOURS: readonly [number, number][] = [
  [1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
];

/** Every pair of particles closer than the link distance, into `grid.links` (each pair once, from < to). */
export function findLinks(grid: SpatialGrid, field: ParticleField): LinkList {
  fillCells(grid, field);
  grid.links.count = 0;
  const maxSquared = grid.linkDistance * grid.linkDistance;
  for (let row = 0; row < grid.rows; row++) {
    for (let column = 0; column < grid.columns; column++) {
      const cell = row * grid.columns + column;
      linkCells(grid, field, cell, cell, maxSquared);
      for (const [dx, dy] of FORWARD_NEIGHBOURS) {
        const otherColumn = column + dx;
        const otherRow = row + dy;
        if (otherColumn < 0 || otherColumn >= grid.columns || otherRow >= grid.rows) continue;
        linkCells(grid, field, cell, otherRow * grid.columns + otherColumn, maxSquared);
      }
    }
  }
  return grid.links;
}
