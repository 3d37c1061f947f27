// The data sheet's rows, per design, kept in this browser tab (sessionStorage) so the sheet
// survives closing the modal and reloading: 20 rows to start, always 3 empty ones at the end for
// more, never over 100 (editor §9).
import { BULK_EDIT } from '@dm/contracts/constants';
import type { BulkRow } from '@dm/scene';
import { useSyncExternalStore } from 'react';

const cache = new Map<string, BulkRow[]>();
const listeners = new Set<() => void>();
const key = (designId: string) => `dm-bulk-rows:${designId}`;

const empty = (): BulkRow => ({});
const isEmpty = (r: BulkRow) => Object.values(r).every((v) => !v?.trim());

/** The rows with 20 at least and 3 empty ones after the last filled row, up to 100. */
export function withSpare(rows: BulkRow[]): BulkRow[] {
  let last = -1;
  rows.forEach((r, i) => { if (!isEmpty(r)) last = i; });
  const want = Math.min(BULK_EDIT.maxRows, Math.max(BULK_EDIT.startRows, last + 1 + BULK_EDIT.spareRows));
  const out = rows.slice(0, Math.max(want, last + 1)).slice(0, BULK_EDIT.maxRows);
  while (out.length < want) out.push(empty());
  return out;
}

export function bulkRows(designId: string): BulkRow[] {
  let rows = cache.get(designId);
  if (!rows) {
    try {
      const saved = sessionStorage.getItem(key(designId));
      rows = withSpare(saved ? (JSON.parse(saved) as BulkRow[]) : []);
    } catch {
      rows = withSpare([]);
    }
    cache.set(designId, rows);
  }
  return rows;
}

export function setBulkRows(designId: string, rows: BulkRow[]): void {
  const next = withSpare(rows);
  cache.set(designId, next);
  try {
    sessionStorage.setItem(key(designId), JSON.stringify(next.filter((r, i) => !isEmpty(r) || i < BULK_EDIT.startRows)));
  } catch {
    /* storage full or off: the rows stay for this page's life */
  }
  listeners.forEach((l) => l());
}

export function useBulkRows(designId: string): BulkRow[] {
  return useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, () => bulkRows(designId));
}

/**
 * Pasted spreadsheet text (tab-separated, or comma-separated when it has no tabs) as a grid of
 * cells: quoted cells may hold tabs, commas, new lines and doubled quotes, as spreadsheets write
 * them. A trailing new line makes no extra row.
 */
export function parseTable(text: string, separator?: string): string[][] {
  const sep = separator ?? (text.includes('\t') ? '\t' : ',');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { cell += '"'; i++; }
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === sep) { row.push(cell); cell = ''; }
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) { row.push(cell); rows.push(row); }
  return rows;
}

/**
 * Cells put into the sheet from (row, column) on: a paste or an imported file. Columns past the
 * labels and rows past 100 are dropped; the answer says how many of each.
 */
export function pasteInto(rows: BulkRow[], labelIds: string[], at: { row: number; col: number }, table: string[][]): { rows: BulkRow[]; droppedRows: number; droppedCols: number } {
  const out = rows.map((r) => ({ ...r }));
  let droppedRows = 0;
  let droppedCols = 0;
  table.forEach((cells, i) => {
    const r = at.row + i;
    if (r >= BULK_EDIT.maxRows) { droppedRows++; return; }
    while (out.length <= r) out.push({});
    cells.forEach((v, j) => {
      const c = at.col + j;
      if (c >= labelIds.length) { droppedCols = Math.max(droppedCols, j - (labelIds.length - at.col) + 1); return; }
      out[r][labelIds[c]] = v.trim();
    });
  });
  return { rows: out, droppedRows, droppedCols };
}
