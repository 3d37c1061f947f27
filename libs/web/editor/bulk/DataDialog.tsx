// 'Add data' (editor §2, §5, §9): a spreadsheet with one column per label (react-data-grid):
// 20 rows to start, 3 spare, at most 100; type in cells, paste a block from a spreadsheet (Ctrl+V
// on a cell), or import a CSV file. Image cells are filled by an upload or from a folder; the
// chooser's views are home (the sheet), image (upload or a folder) and folder (its photos), and
// Back steps folder to image to home.
import { useMemo, useRef, useState, type ClipboardEvent } from 'react';
import { Dialog } from 'radix-ui';
import { ArrowLeft, FileUp, Folder, ImagePlus, X } from 'lucide-react';
import { toast } from 'sonner';
import { DataGrid, renderTextEditor, type Column } from 'react-data-grid';
import 'react-data-grid/lib/styles.css';
import { BULK_EDIT, BulkTexts } from '@dm/contracts/constants';
import { bulkLabels, filledRows, type BulkRow } from '@dm/scene';
import { useAuth } from '../../auth/hooks';
import { useFoldersQuery } from '../../folders/foldersApi';
import { useEditorSelector } from '../EditorContext';
import { uploadsApi } from '../panels/uploadsApi';
import { parseTable, pasteInto, setBulkRows, useBulkRows } from './rows';
import styles from './Bulk.module.css';

type View = { view: 'home' } | { view: 'image'; row: number; label: string } | { view: 'folder'; row: number; label: string; folderId: string; name: string };
/** A sheet row: the cells by label id, and the row's index as its key. */
type SheetRow = BulkRow & { __row: string };

export function DataDialog({ onClose, onGenerate }: { onClose: () => void; onGenerate: () => void }) {
  const design = useEditorSelector((s) => s.design);
  const designId = useEditorSelector((s) => s.designId);
  const labels = bulkLabels(design);
  const rows = useBulkRows(designId);
  const [view, setView] = useState<View>({ view: 'home' });
  const active = useRef<{ row: number; col: number }>({ row: 0, col: 0 });
  const fileInput = useRef<HTMLInputElement>(null);
  const sheetRows: SheetRow[] = useMemo(() => rows.map((r, i) => ({ ...r, __row: String(i) })), [rows]);
  const filled = filledRows(rows, labels).length;

  const setCell = (row: number, label: string, value: string) => {
    const next = rows.map((r) => ({ ...r }));
    next[row] = { ...next[row], [label]: value };
    setBulkRows(designId, next);
  };
  const put = (table: string[][], at: { row: number; col: number }) => {
    const { rows: next, droppedRows, droppedCols } = pasteInto(rows, labels.map((l) => l.id), at, table);
    setBulkRows(designId, next);
    if (droppedRows) toast.warning(`The sheet holds at most ${BULK_EDIT.maxRows} rows: ${droppedRows} pasted ${droppedRows === 1 ? 'row was' : 'rows were'} left out.`);
    if (droppedCols) toast.warning(`There ${labels.length === 1 ? 'is one label' : `are ${labels.length} labels`}: ${droppedCols} pasted ${droppedCols === 1 ? 'column was' : 'columns were'} left out.`);
  };
  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    // a cell being edited keeps its own paste
    if ((e.target as HTMLElement).tagName === 'INPUT') return;
    const text = e.clipboardData.getData('text/plain');
    if (!text) return;
    e.preventDefault();
    e.stopPropagation();
    put(parseTable(text.replace(/\r?\n$/, '')), active.current);
  };
  const importCsv = async (file: File) => {
    const text = await file.text();
    const table = parseTable(text.replace(/^\uFEFF/, '').replace(/\r?\n$/, ''));
    // a header row naming the labels maps columns by name; otherwise columns go in order
    const header = table[0]?.map((h) => h.trim().toLowerCase()) ?? [];
    const byName = labels.map((l) => header.indexOf(l.text.toLowerCase()));
    if (byName.some((i) => i >= 0)) {
      const body = table.slice(1).map((cells) => byName.map((i) => (i >= 0 ? cells[i] ?? '' : '')));
      put(body, { row: 0, col: 0 });
    } else put(table, { row: 0, col: 0 });
    toast.success(`Imported ${file.name}`);
  };

  const columns: Column<SheetRow>[] = [
    { key: '__row', name: '#', width: 48, frozen: true, renderCell: ({ rowIdx }) => rowIdx + 1 },
    ...labels.map((l): Column<SheetRow> => (l.type === 'text'
      ? { key: l.id, name: l.text, minWidth: 180, editable: true, renderEditCell: renderTextEditor, renderCell: ({ row }) => row[l.id] ?? '' }
      : {
          key: l.id, name: `${l.text} (image)`, minWidth: 220, editable: false,
          renderCell: ({ row, rowIdx }) => (
            <div className={styles.imageCell}>
              {row[l.id] ? <img src={row[l.id]} alt="" /> : null}
              <span title={row[l.id]}>{row[l.id] ? row[l.id].split('/').pop() : 'No image'}</span>
              <button type="button" className={styles.cellButton} onClick={() => setView({ view: 'image', row: rowIdx, label: l.id })}>Choose</button>
              {row[l.id] ? <button type="button" className={styles.cellButton} aria-label={`Clear image of row ${rowIdx + 1}`} onClick={() => setCell(rowIdx, l.id, '')}>×</button> : null}
            </div>
          ),
        })),
  ];

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined} onKeyDown={(e) => e.stopPropagation()}>
          <Dialog.Title className={styles.title}>{BulkTexts.addData}</Dialog.Title>
          {view.view === 'home' ? (
            <>
              <div className={styles.bar}>
                <span>Type in the cells, or select a cell and paste rows from a spreadsheet (Ctrl+V).</span>
                <span className={styles.spacer} />
                <button type="button" className={styles.plainButton} onClick={() => fileInput.current?.click()}><FileUp size={16} aria-hidden /> Import CSV</button>
                <input ref={fileInput} type="file" accept=".csv,.tsv,text/csv,text/tab-separated-values,text/plain" hidden aria-label="CSV file"
                  onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) void importCsv(f); }} />
              </div>
              <div className={styles.sheet} onPaste={onPaste} data-testid="bulk-sheet">
                <DataGrid
                  columns={columns}
                  rows={sheetRows}
                  rowKeyGetter={(r) => r.__row}
                  rowHeight={36}
                  onRowsChange={(next) => setBulkRows(designId, next.map(({ __row: _n, ...r }) => r))}
                  // Ctrl+V pastes (the sheet's paste handler around the grid takes whole blocks), never opens a cell's editor
                  onCellPaste={({ row }) => row}
                  onActivePositionChange={({ rowIdx, column }) => {
                    if (rowIdx >= 0 && column) active.current = { row: rowIdx, col: Math.max(0, labels.findIndex((l) => l.id === column.key)) };
                  }}
                  aria-label="Bulk data"
                />
              </div>
              <div className={styles.bar}>
                <span>{filled} {filled === 1 ? 'row' : 'rows'} filled · {rows.length} of at most {BULK_EDIT.maxRows} rows</span>
                <span className={styles.spacer} />
                <button type="button" className={styles.plainButton} onClick={() => setBulkRows(designId, [])} disabled={!filled}>Clear sheet</button>
                <button type="button" className={styles.primary} disabled={!filled} onClick={onGenerate}>{BulkTexts.generate}</button>
              </div>
            </>
          ) : (
            <ImageChooser view={view} setView={setView} onPick={(src) => {
              setCell(view.row, view.label, src);
              setView({ view: 'home' });
            }} />
          )}
          <Dialog.Close className={styles.close} aria-label="Close"><X size={18} aria-hidden /></Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Image views: 'image' (upload, or the user's photo folders) and 'folder' (a folder's photos). */
function ImageChooser({ view, setView, onPick }: { view: Exclude<View, { view: 'home' }>; setView: (v: View) => void; onPick: (src: string) => void }) {
  const { user } = useAuth();
  const { data: folders } = useFoldersQuery(undefined, { skip: !user });
  const [upload, { isLoading: uploading }] = uploadsApi.useUploadPhotoMutation();
  const input = useRef<HTMLInputElement>(null);
  const back = () => setView(view.view === 'folder' ? { view: 'image', row: view.row, label: view.label } : { view: 'home' });
  const send = async (file: File) => {
    if (!user) return;
    const r = await upload({ id: `bulk-${Date.now()}`, file, folderId: user.my_photos_folder });
    if ('error' in r && r.error) return toast.error(BulkTexts.saveFailed, { description: (r.error as { message?: string }).message });
    const photo = r.data?.[0];
    if (photo) onPick(photo.path);
  };
  return (
    <div className={styles.chooser}>
      <div className={styles.bar}>
        <button type="button" className={styles.plainButton} onClick={back}><ArrowLeft size={16} aria-hidden /> Back</button>
        <b>{view.view === 'folder' ? view.name : `Image for row ${view.row + 1}`}</b>
      </div>
      {!user ? <p className={styles.empty}>{BulkTexts.signIn}</p> : view.view === 'image' ? (
        <>
          <div className={styles.bar}>
            <button type="button" className={styles.primary} disabled={uploading} onClick={() => input.current?.click()}><ImagePlus size={16} aria-hidden /> {uploading ? 'Uploading…' : 'Upload an image'}</button>
            <input ref={input} type="file" accept="image/png,image/jpeg,image/webp,image/gif" hidden aria-label="Image file"
              onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) void send(f); }} />
            <span>or choose one from a folder:</span>
          </div>
          <ul className={styles.folderGrid} aria-label="Photo folders">
            {(folders ?? []).filter((f) => f.folder.type === 'photo').map((f) => (
              <li key={f.folder._id}>
                <button type="button" className={styles.plainButton} onClick={() => setView({ view: 'folder', row: view.row, label: view.label, folderId: f.folder._id, name: f.folder.name })}>
                  <Folder size={16} aria-hidden /> {f.folder.name}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : <FolderPhotos folderId={view.folderId} name={view.name} onPick={onPick} />}
    </div>
  );
}

function FolderPhotos({ folderId, name, onPick }: { folderId: string; name: string; onPick: (src: string) => void }) {
  const { data, isLoading, isError } = uploadsApi.usePhotosFolderQuery(folderId);
  if (isLoading) return <p className={styles.empty}>Loading…</p>;
  if (isError) return <p className={styles.empty}>Something went wrong</p>;
  const photos = data?.folder.resources ?? [];
  if (!photos.length) return <p className={styles.empty}>This folder has no photos yet.</p>;
  return (
    <ul className={styles.imageGrid} aria-label={name}>
      {photos.map((p) => (
        <li key={p._id}>
          <button type="button" aria-label={`Use ${p.name}`} onClick={() => onPick(p.path)}><img src={p.low_path} alt={p.name} loading="lazy" /></button>
        </li>
      ))}
    </ul>
  );
}
