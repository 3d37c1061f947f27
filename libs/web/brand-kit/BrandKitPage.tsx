import { useEffect, useMemo, useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { Plus, Trash2, Pencil, X } from 'lucide-react';
import { toast } from 'sonner';
import { BRAND_PALETTE_SIZE, BrandTexts } from '@dm/contracts/constants';
import type { BrandKitData, BrandKitDoc, Team } from '@dm/contracts/types';
import { FONT_FAMILIES } from '@dm/scene';
import { serverMessage } from '../api/envelope';
import { Button } from '../ui/Button';
import { Screen, Section } from '../ui/Screen';
import { kitData, useDisplayPalettesQuery, useInviteMemberMutation, useLazyPaletteLibraryQuery, useRemoveMemberMutation, useTeamsQuery, useUpdateBrandDataMutation, useUpdateFontUploadsMutation, useUploadBrandFileMutation } from './brandApi';
import styles from './BrandKit.module.css';

type StyleKey = 'heading' | 'sub_heading' | 'paragraph';
const STYLE_NAMES: Record<StyleKey, string> = { heading: 'Heading', sub_heading: 'Sub heading', paragraph: 'Paragraph' };
const STYLE_DEFAULTS: Record<StyleKey, number> = { heading: 31, sub_heading: 15, paragraph: 12 };

/**
 * {design_base}/brand-kit (signed-in users only): the team's brand kit. Logos, Color Palettes and
 * Typography with their dialogs; every change is saved to the first own team's kit (or the team
 * chosen above, when the user edits a team they belong to) and the teams are read again.
 */
export function BrandKitPage() {
  const { data: teams, isLoading, error } = useTeamsQuery();
  const editable = useMemo(() => [...(teams?.own_teams ?? []), ...(teams?.member_teams ?? [])], [teams]);
  const [teamId, setTeamId] = useState('');
  const team = editable.find((t) => t._id === teamId) ?? editable[0];
  if (isLoading) return <Screen title="Brand Kit"><p className={styles.empty}>Loading…</p></Screen>;
  if (error || !team) return <Screen title="Brand Kit"><p role="alert" className={styles.error}>{BrandTexts.somethingWrong}</p></Screen>;
  return (
    <Screen title="Brand Kit" subtitle={team.role === 'owner' ? team.name : `${team.name} (${team.role === 'edit' ? 'you can edit' : 'view only'})`}>
      {editable.length > 1 ? (
        <label className={styles.field}>Team
          <select aria-label="Team" value={team._id} onChange={(e) => setTeamId(e.target.value)}>
            {editable.map((t) => <option key={t._id} value={t._id}>{t.name}{t.role === 'owner' ? '' : ` (${t.role})`}</option>)}
          </select>
        </label>
      ) : null}
      <Kit team={team} />
      {team.role === 'owner' ? <Members team={team} /> : null}
    </Screen>
  );
}

function Kit({ team }: { team: Team }) {
  const kit = team.brand_kits[0];
  const readOnly = team.role === 'view';
  const [update] = useUpdateBrandDataMutation();
  const [updateFonts] = useUpdateFontUploadsMutation();
  const [dialog, setDialog] = useState<null | 'logo' | 'palette' | 'library' | 'font' | 'chooseFonts' | { style: StyleKey }>(null);
  const [deleting, setDeleting] = useState<null | { item: string; run: () => Promise<void> }>(null);
  const save = async (next: BrandKitData, done?: string) => {
    const r = await update({ brand_kit: next, team_id: team.role === 'owner' ? undefined : team._id });
    if ('error' in r) toast.error(serverMessage(r.error, BrandTexts.somethingWrong));
    else if (done) toast.success(done);
  };
  const data = kitData(kit);
  const add = readOnly ? undefined : (what: string, open: () => void) => (
    <Button size="small" aria-label={`Add new ${what}`} onClick={open}><Plus size={14} aria-hidden /> Add new</Button>
  );
  return (
    <>
      <Section title={BrandTexts.logos} actions={add?.('logo', () => setDialog('logo'))}>
        {kit.logos.length ? (
          <div className={styles.strip} aria-label="Logos">
            {kit.logos.map((l) => (
              <figure key={l._id} className={styles.logo}>
                <img src={l.src} alt={l.name} />
                {!readOnly ? <button type="button" className={styles.remove} aria-label={`Delete ${l.name}`} onClick={() => setDeleting({ item: 'logo', run: () => save({ ...data, logos: kit.logos.filter((x) => x._id !== l._id) }) })}><X size={14} /></button> : null}
              </figure>
            ))}
          </div>
        ) : <p className={styles.empty}>{BrandTexts.noLogos}</p>}
      </Section>
      <Section title={BrandTexts.palettes} actions={readOnly ? undefined : (
        <div className={styles.row}>
          <Button size="small" onClick={() => setDialog('library')}>{BrandTexts.choosePalette}</Button>
          <Button size="small" aria-label="Add new color palette" onClick={() => setDialog('palette')}><Plus size={14} aria-hidden /> {BrandTexts.addPalette}</Button>
        </div>
      )}>
        {kit.color_palette.length ? (
          <div className={styles.strip} aria-label="Color palettes">
            {kit.color_palette.map((p, i) => (
              <div key={p._id ?? i} className={styles.palette}>
                <div className={styles.swatches}>{p.colors.map((c, k) => <span key={k} style={{ background: c }} title={c} />)}</div>
                <span>{p.name}</span>
                {!readOnly ? <button type="button" className={styles.remove} aria-label={`Delete ${p.name}`} onClick={() => setDeleting({ item: 'color palette', run: () => save({ ...data, color_palette: kit.color_palette.filter((_, k) => k !== i) }) })}><X size={14} /></button> : null}
              </div>
            ))}
          </div>
        ) : <p className={styles.empty}>{BrandTexts.noPalettesAdded}</p>}
      </Section>
      <Section title={BrandTexts.typography} actions={readOnly ? undefined : (
        <div className={styles.row}>
          <Button size="small" onClick={() => setDialog('chooseFonts')}>{BrandTexts.chooseFonts}</Button>
          <Button size="small" aria-label="Add new font" onClick={() => setDialog('font')}><Plus size={14} aria-hidden /> {BrandTexts.uploadFont}</Button>
        </div>
      )}>
        <div className={styles.styles}>
          {(Object.keys(STYLE_NAMES) as StyleKey[]).map((k) => {
            const s = kit.fonts[k];
            return (
              <div key={k} className={styles.styleRow} aria-label={STYLE_NAMES[k]}>
                <span style={{ fontFamily: s ? `"${s.name}"` : undefined, fontSize: Math.min(32, s?.size ?? STYLE_DEFAULTS[k]) }}>{STYLE_NAMES[k]}{s ? ` · ${s.name} ${s.size}px` : ''}</span>
                {!readOnly ? <Button size="small" aria-label={`Edit ${STYLE_NAMES[k]}`} onClick={() => setDialog({ style: k })}><Pencil size={14} aria-hidden /></Button> : null}
              </div>
            );
          })}
        </div>
        {kit.selected_fonts.length ? (
          <div className={styles.strip} aria-label="Brand fonts">
            {kit.selected_fonts.map((f, i) => (
              <div key={f._id ?? f.name} className={styles.font} style={{ fontFamily: `"${f.name}"` }}>
                {f.name}
                {!readOnly ? <button type="button" className={styles.remove} aria-label={`Delete ${f.name}`} onClick={() => setDeleting({ item: 'font', run: () => save({ ...data, selected_fonts: kit.selected_fonts.filter((_, k) => k !== i) }) })}><Trash2 size={12} /></button> : null}
              </div>
            ))}
          </div>
        ) : <p className={styles.empty}>{BrandTexts.noFonts}</p>}
        {team.font_uploads.length ? (
          <>
            <h4>Uploaded fonts</h4>
            <div className={styles.strip} aria-label="Uploaded fonts">
              {team.font_uploads.map((f) => (
                <div key={f._id} className={styles.font} style={{ fontFamily: `"${f.name}"` }}>
                  {f.name}
                  {!readOnly ? <button type="button" className={styles.remove} aria-label={`Delete uploaded ${f.name}`} onClick={() => setDeleting({ item: 'font', run: async () => {
                    const r = await updateFonts({ team_id: team._id, font_uploads: team.font_uploads.filter((x) => x._id !== f._id) });
                    if ('error' in r) toast.error(serverMessage(r.error, BrandTexts.somethingWrong));
                    else if (kit.selected_fonts.some((x) => x.src === f.src)) await save({ ...data, selected_fonts: kit.selected_fonts.filter((x) => x.src !== f.src) });
                  } })}><Trash2 size={12} /></button> : null}
                </div>
              ))}
            </div>
          </>
        ) : null}
      </Section>
      <UploadedFontsLoader kit={kit} team={team} />
      {dialog === 'logo' || dialog === 'font' ? (
        <UploadDialog kind={dialog} onClose={() => setDialog(null)} onUploaded={async (f) => {
          if (f.file_type === 'logo') await save({ ...data, logos: [...kit.logos, { _id: f._id, name: f.name, src: f.src }] }, 'Logo added');
          else await save({ ...data, selected_fonts: [...kit.selected_fonts.filter((x) => x.src !== f.src), { _id: f._id, name: f.name, src: f.src }] }, 'Font added');
          setDialog(null);
        }} />
      ) : null}
      {dialog === 'palette' ? <NewPaletteDialog onClose={() => setDialog(null)} onSave={async (p) => { await save({ ...data, color_palette: [...kit.color_palette, p] }, 'Palette added'); setDialog(null); }} /> : null}
      {dialog === 'library' ? <PaletteLibraryDialog onClose={() => setDialog(null)} onPick={async (p) => { await save({ ...data, color_palette: [...kit.color_palette, p] }, 'Palette added'); setDialog(null); }} /> : null}
      {dialog === 'chooseFonts' ? <ChooseFontsDialog team={team} kit={kit} onClose={() => setDialog(null)} onSave={async (fonts) => { await save({ ...data, selected_fonts: fonts }); setDialog(null); }} /> : null}
      {dialog && typeof dialog === 'object' ? (
        <CustomizeFontDialog team={team} kit={kit} style={dialog.style} onClose={() => setDialog(null)}
          onSave={async (s) => { await save({ ...data, fonts: { ...kit.fonts, [dialog.style]: s } }); setDialog(null); }} />
      ) : null}
      {deleting ? (
        <Dialog.Root open onOpenChange={(o) => !o && setDeleting(null)}>
          <Dialog.Portal>
            <Dialog.Overlay className={styles.overlay} />
            <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
              <Dialog.Title>{BrandTexts.deleteTitle(deleting.item)}</Dialog.Title>
              <p>{BrandTexts.deleteQuestion(deleting.item)}</p>
              <div className={styles.row}>
                <Button onClick={() => setDeleting(null)}>No</Button>
                <Button variant="primary" onClick={() => { const d = deleting; setDeleting(null); void d.run(); }}>Yes</Button>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      ) : null}
    </>
  );
}

/** Loads the kit's uploaded fonts into the page so their samples show in them. */
function UploadedFontsLoader({ kit, team }: { kit: BrandKitDoc; team: Team }) {
  useEffect(() => {
    for (const f of [...kit.selected_fonts, ...team.font_uploads]) {
      if (!f.src) continue;
      const face = new FontFace(f.name, `url(${f.src})`);
      void face.load().then((l) => document.fonts.add(l)).catch(() => undefined);
    }
  }, [kit.selected_fonts, team.font_uploads]);
  return null;
}

function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: React.ReactNode }) {
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
          <Dialog.Title>{title}</Dialog.Title>
          {children}
          <Dialog.Close className={styles.close} aria-label="Close"><X size={18} aria-hidden /></Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Upload logo or custom font: Name and Upload File. */
function UploadDialog({ kind, onClose, onUploaded }: { kind: 'logo' | 'font'; onClose: () => void; onUploaded: (f: { _id: string; name: string; src: string; file_type: 'logo' | 'font' }) => Promise<void> }) {
  const [upload, state] = useUploadBrandFileMutation();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const go = async () => {
    if (!file || (kind === 'logo' && !name.trim())) { setError('Name and file are required'); return; }
    const r = await upload({ file, name: name.trim(), file_type: kind });
    if ('error' in r) { setError(serverMessage(r.error, BrandTexts.somethingWrong)); return; }
    await onUploaded(r.data!);
  };
  return (
    <Modal title={kind === 'logo' ? BrandTexts.uploadLogo : BrandTexts.uploadFont} onClose={onClose}>
      <label className={styles.field}>{BrandTexts.name}<input value={name} onChange={(e) => setName(e.target.value)} placeholder={kind === 'font' ? 'From the font file when empty' : ''} /></label>
      <label className={styles.field}>{BrandTexts.uploadFile}<input type="file" accept={kind === 'logo' ? 'image/png,image/jpeg,image/svg+xml' : '.ttf,.otf,.woff,.woff2'} onChange={(e) => setFile(e.target.files?.[0] ?? null)} /></label>
      {error ? <p role="alert" className={styles.error}>{error}</p> : null}
      <Button variant="primary" disabled={state.isLoading} onClick={() => void go()}>Upload</Button>
    </Modal>
  );
}

/** 'Add New Color Palette': exactly 5 colours and a name; the add-colour button goes at 5. */
function NewPaletteDialog({ onClose, onSave }: { onClose: () => void; onSave: (p: { name: string; colors: string[] }) => Promise<void> }) {
  const [name, setName] = useState('');
  const [colors, setColors] = useState<string[]>([]);
  const [next, setNext] = useState('#3b82f6');
  const [error, setError] = useState('');
  return (
    <Modal title={BrandTexts.addPalette} onClose={onClose}>
      <label className={styles.field}>{BrandTexts.name}<input value={name} onChange={(e) => setName(e.target.value)} aria-label="Palette name" /></label>
      <div className={styles.colours} aria-label="Palette colours">
        {colors.map((c, i) => (
          <button key={i} type="button" style={{ background: c, width: 40, height: 40, borderRadius: 8, border: '1px solid #ccc' }} aria-label={`Remove ${c}`} onClick={() => setColors(colors.filter((_, k) => k !== i))} />
        ))}
        {colors.length < BRAND_PALETTE_SIZE ? (
          <>
            <input type="color" aria-label="Colour to add" value={next} onChange={(e) => setNext(e.target.value)} />
            <Button size="small" onClick={() => setColors([...colors, next])}>Add colour</Button>
          </>
        ) : null}
      </div>
      {error ? <p role="alert" className={styles.error}>{error}</p> : null}
      <Button variant="primary" onClick={() => {
        if (colors.length !== BRAND_PALETTE_SIZE || !name.trim()) { setError(BrandTexts.paletteRule); return; }
        void onSave({ name: name.trim(), colors });
      }}>Save palette</Button>
    </Modal>
  );
}

/** 'Choose color palette': the library grouped by category; See All opens a category's endless list. */
function PaletteLibraryDialog({ onClose, onPick }: { onClose: () => void; onPick: (p: { name: string; colors: string[] }) => Promise<void> }) {
  const { data } = useDisplayPalettesQuery();
  const [category, setCategory] = useState<string | null>(null);
  const [items, setItems] = useState<{ name: string; colors?: string[] }[]>([]);
  const [page, setPage] = useState(1);
  const [done, setDone] = useState(false);
  const [fetchPage] = useLazyPaletteLibraryQuery();
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!category || done) return;
    void fetchPage({ category, page }, true).then((r) => {
      const got = r.data?.docs ?? [];
      setItems((have) => [...have, ...got]);
      if (got.length < 60) setDone(true);
    });
  }, [category, page, done, fetchPage]);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || done) return;
    const io = new IntersectionObserver((e) => { if (e[0].isIntersecting && items.length) setPage((p) => p + 1); });
    io.observe(el);
    return () => io.disconnect();
  }, [done, items.length]);
  const tile = (p: { name: string; colors?: string[] }, i: number) => (
    <button key={`${p.name}-${i}`} type="button" className={styles.libraryItem} onClick={() => void onPick({ name: p.name, colors: (p.colors ?? []).slice(0, 5) })}>
      <div className={styles.swatches}>{(p.colors ?? []).map((c, k) => <span key={k} style={{ background: c }} />)}</div>
      <span>{p.name}</span>
    </button>
  );
  return (
    <Modal title={BrandTexts.choosePalette} onClose={onClose}>
      {category ? (
        <div className={styles.library}>
          <Button size="small" onClick={() => { setCategory(null); setItems([]); setPage(1); setDone(false); }}>Back</Button>
          <h4>{category}</h4>
          <div className={styles.libraryGrid}>{items.map(tile)}</div>
          {done ? <p className={styles.empty}>{BrandTexts.noMore}</p> : <div ref={sentinel} style={{ height: 1 }} />}
        </div>
      ) : (
        <div className={styles.library}>
          {!data ? <p className={styles.empty}>Loading…</p> : Object.entries(data.category_data).map(([cat, list]) => (
            <section key={cat} aria-label={cat}>
              <div className={styles.row} style={{ justifyContent: 'space-between' }}><h4>{cat}</h4><Button size="small" onClick={() => setCategory(cat)}>{BrandTexts.seeAll}</Button></div>
              <div className={styles.libraryGrid}>{list.slice(0, 4).map(tile)}</div>
            </section>
          ))}
        </div>
      )}
    </Modal>
  );
}

function fontChoices(team: Team): { name: string; src?: string }[] {
  return [...team.font_uploads.map((f) => ({ name: f.name, src: f.src })), ...FONT_FAMILIES.map((f) => ({ name: f.family }))];
}

/** 'Choose fonts': the brand's fonts from the catalog and the team's uploads. */
function ChooseFontsDialog({ team, kit, onClose, onSave }: { team: Team; kit: BrandKitDoc; onClose: () => void; onSave: (fonts: BrandKitData['selected_fonts']) => Promise<void> }) {
  const [picked, setPicked] = useState(() => new Set(kit.selected_fonts.map((f) => f.name)));
  const choices = fontChoices(team);
  return (
    <Modal title={BrandTexts.chooseFonts} onClose={onClose}>
      <div className={styles.fontList}>
        {choices.map((f) => (
          <label key={`${f.name}${f.src ?? ''}`} className={styles.row}>
            <input type="checkbox" checked={picked.has(f.name)} onChange={(e) => { const n = new Set(picked); if (e.target.checked) n.add(f.name); else n.delete(f.name); setPicked(n); }} />
            <span style={{ fontFamily: `"${f.name}"` }}>{f.name}</span>
          </label>
        ))}
      </div>
      <Button variant="primary" onClick={() => void onSave(choices.filter((f) => picked.has(f.name)).map((f, i) => ({ _id: `${i}-${f.name}`, name: f.name, ...(f.src ? { src: f.src } : {}) })))}>Save fonts</Button>
    </Modal>
  );
}

/** 'Customize font': size in px and the font. */
function CustomizeFontDialog({ team, kit, style, onClose, onSave }: { team: Team; kit: BrandKitDoc; style: StyleKey; onClose: () => void; onSave: (s: { name: string; size: number; src?: string }) => Promise<void> }) {
  const current = kit.fonts[style];
  const [name, setName] = useState(current?.name ?? 'Montserrat');
  const [size, setSize] = useState(String(current?.size ?? STYLE_DEFAULTS[style]));
  const [error, setError] = useState('');
  const choices = fontChoices(team);
  return (
    <Modal title={`${BrandTexts.customizeFont}: ${STYLE_NAMES[style]}`} onClose={onClose}>
      <label className={styles.field}>Size (px)<input type="number" min={1} max={1000} value={size} onChange={(e) => setSize(e.target.value)} aria-label="Font size" /></label>
      <label className={styles.field}>Font
        <select value={name} onChange={(e) => setName(e.target.value)} aria-label="Font">
          {choices.map((f) => <option key={`${f.name}${f.src ?? ''}`} value={f.name}>{f.name}</option>)}
        </select>
      </label>
      {error ? <p role="alert" className={styles.error}>{error}</p> : null}
      <Button variant="primary" onClick={() => {
        const n = Number(size);
        if (!size.trim() || !Number.isFinite(n) || n <= 0) { setError("Invalid value for 'size': a number of px is required"); return; }
        const src = choices.find((c) => c.name === name)?.src;
        void onSave({ name, size: n, ...(src ? { src } : {}) });
      }}>Save</Button>
    </Modal>
  );
}

/** Team members (owners): invite by e-mail to view or edit the brand kit; remove. */
function Members({ team }: { team: Team }) {
  const [invite, state] = useInviteMemberMutation();
  const [remove] = useRemoveMemberMutation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'view' | 'edit'>('view');
  const go = async () => {
    const r = await invite({ team_id: team._id, email: email.trim(), role });
    if ('error' in r) toast.error(serverMessage(r.error, BrandTexts.somethingWrong));
    else { toast.success(`Invited ${email.trim()}`); setEmail(''); }
  };
  return (
    <Section title="Team members">
      <div className={styles.row}>
        <input aria-label="Member e-mail" placeholder="name@example.com" value={email} onChange={(e) => setEmail(e.target.value)} style={{ padding: 8, borderRadius: 8, border: '1px solid #ccc' }} />
        <select aria-label="Member role" value={role} onChange={(e) => setRole(e.target.value as 'view' | 'edit')} style={{ padding: 8, borderRadius: 8 }}>
          <option value="view">Can View</option>
          <option value="edit">Can Edit</option>
        </select>
        <Button variant="primary" disabled={!email.trim() || state.isLoading} onClick={() => void go()}>Invite</Button>
      </div>
      {team.members.length ? (
        <ul className={styles.members} aria-label="Members">
          {team.members.map((m) => (
            <li key={m.email} className={styles.row}>
              <span>{m.email}</span><span className={styles.empty}>{m.role === 'edit' ? 'Can Edit' : 'Can View'}{m.joined ? '' : ' · invited'}</span>
              <Button size="small" aria-label={`Remove ${m.email}`} onClick={() => void remove({ team_id: team._id, email: m.email })}>Remove</Button>
            </li>
          ))}
        </ul>
      ) : <p className={styles.empty}>Invite people to use this brand kit.</p>}
    </Section>
  );
}
