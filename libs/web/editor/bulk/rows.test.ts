import { parseTable, pasteInto, withSpare } from './rows';

describe('the bulk data sheet', () => {
  it('keeps 20 rows to start, 3 empty ones after the last filled row, never over 100', () => {
    expect(withSpare([])).toHaveLength(20);
    expect(withSpare(Array.from({ length: 18 }, (_, i) => ({ a: `${i}` })))).toHaveLength(21);
    expect(withSpare(Array.from({ length: 99 }, (_, i) => ({ a: `${i}` })))).toHaveLength(100);
    expect(withSpare(Array.from({ length: 130 }, (_, i) => ({ a: `${i}` })))).toHaveLength(100);
    // empty rows past the spare ones go
    expect(withSpare([{ a: 'x' }, ...Array.from({ length: 40 }, () => ({}))])).toHaveLength(20);
  });

  it('reads what spreadsheets put on the clipboard and in CSV files: tabs or commas, quoted cells, CRLF', () => {
    expect(parseTable('Ada\t/a.png\nGrace\t/b.png')).toEqual([['Ada', '/a.png'], ['Grace', '/b.png']]);
    expect(parseTable('"Lovelace, Ada","line one\nline two"\r\n"say ""hi""",x\r\n')).toEqual([['Lovelace, Ada', 'line one\nline two'], ['say "hi"', 'x']]);
    expect(parseTable('\t\nA\t')).toEqual([['', ''], ['A', '']]);
  });

  it('pastes a block from the active cell, dropping columns past the labels and rows past 100', () => {
    const rows = withSpare([]);
    const { rows: out, droppedCols, droppedRows } = pasteInto(rows, ['L1', 'L2'], { row: 1, col: 1 }, [['a', 'extra'], ['b']]);
    expect(out[1]).toEqual({ L2: 'a' });
    expect(out[2]).toEqual({ L2: 'b' });
    expect(droppedCols).toBe(1);
    expect(droppedRows).toBe(0);
    expect(pasteInto(rows, ['L1'], { row: 98, col: 0 }, [['x'], ['y'], ['z']]).droppedRows).toBe(1);
  });
});
