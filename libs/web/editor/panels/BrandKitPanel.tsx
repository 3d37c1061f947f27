// The Brand Kit tab: Colors (the kit's palettes: a click recolours the page, again rotates the
// colours; a colour alone colours the selection), Fonts (the kit's text styles, its fonts and the
// 20 fixed font sets at 31/15/12) and Logos (a click puts the logo on the page).
import { useRef, useState } from 'react';
import { Tabs } from 'radix-ui';
import { BrandTexts, FONT_SET_SIZES, FONT_SETS } from '@dm/contracts/constants';
import type { BrandKitDoc, Team } from '@dm/contracts/types';
import { loadBrowserUploadedFonts } from '@dm/scene';
import { useAuth } from '../../auth/hooks';
import { useTeamsQuery } from '../../brand-kit/brandApi';
import { runAction } from '../actions';
import { rotated } from '../actions/brand';
import { useEditor } from '../EditorContext';
import { ensureFonts } from '../canvas/fonts';
import type { Editor } from '../store/editor';
import { placePhoto } from './PhotosPanel';
import styles from './panels.module.css';

/** The kit in use (first own team's first) and the fonts it offers (chosen ones, then the team's uploads). */
export function useBrandKit(): { loading: boolean; kit: BrandKitDoc | null; team: Team | null; fonts: { name: string; src?: string }[] } {
  const { user } = useAuth();
  const { data, isLoading } = useTeamsQuery(undefined, { skip: !user });
  const team = data?.own_teams[0] ?? null;
  const kit = team?.brand_kits[0] ?? null;
  const fonts = [...(kit?.selected_fonts ?? []), ...(team?.font_uploads ?? []).filter((f) => !kit?.selected_fonts.some((s) => s.src === f.src))];
  return { loading: !!user && isLoading, kit, team, fonts };
}

/** Makes a font ready to draw and measure: a registry family's faces, or an uploaded file. */
export async function readyFont(name: string, src?: string): Promise<void> {
  if (src) await loadBrowserUploadedFonts([{ family: name, src }]);
  else await ensureFonts([name]);
}

/** A colour on what is selected: texts' colour, shapes' fill; nothing selected: the page background. */
export function colourSelection(editor: Editor, color: string): void {
  if (editor.selected.some((o) => o.type === 'text')) runAction(editor, 'setFontColor', color);
  else if (editor.selected.some((o) => o.type === 'box')) runAction(editor, 'setShapeStyle', { color });
  else runAction(editor, 'setBackgroundColor', color);
}

export function BrandKitPanel() {
  const { user } = useAuth();
  const [tab, setTab] = useState('Colors');
  if (!user) return <p className={styles.hint}>Please log in to use this feature</p>;
  return (
    <Tabs.Root value={tab} onValueChange={setTab} className={styles.stack}>
      <Tabs.List className={styles.subtabs} aria-label="Brand Kit">
        {['Colors', 'Fonts', 'Logos'].map((k) => <Tabs.Trigger key={k} value={k} className={styles.subtab}>{k}</Tabs.Trigger>)}
      </Tabs.List>
      <Tabs.Content value="Colors"><Colors /></Tabs.Content>
      <Tabs.Content value="Fonts"><Fonts /></Tabs.Content>
      <Tabs.Content value="Logos"><Logos /></Tabs.Content>
    </Tabs.Root>
  );
}

export function PaletteList({ onColour }: { onColour?: (c: string) => void }) {
  const editor = useEditor();
  const { kit, loading } = useBrandKit();
  const last = useRef<{ key: string; turns: number } | null>(null);
  if (loading) return <p className={styles.hint}>{BrandTexts.loadingPalettes}</p>;
  if (!kit?.color_palette.length) return <p className={styles.hint}>{BrandTexts.noPalettes}</p>;
  return (
    <ul className={styles.stack} aria-label="Brand palettes" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {kit.color_palette.map((p, i) => {
        const key = p._id ?? `${i}`;
        return (
          <li key={key} className={styles.stack} style={{ gap: 4 }}>
            <button type="button" className={styles.link} aria-label={`Apply palette ${p.name}`} onClick={() => {
              const turns = last.current?.key === key ? last.current.turns + 1 : 0;
              last.current = { key, turns };
              runAction(editor, 'applyPalette', { colors: rotated(p.colors, turns) });
            }}>{p.name}</button>
            <div style={{ display: 'flex', gap: 4 }}>
              {p.colors.map((c, k) => (
                <button key={k} type="button" aria-label={`Colour ${c}`} title={c} onClick={() => (onColour ? onColour(c) : colourSelection(editor, c))}
                  style={{ width: 36, height: 36, borderRadius: 8, border: '1px solid rgba(0,0,0,.15)', background: c, cursor: 'pointer' }} />
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function Colors() {
  return <PaletteList />;
}

const STYLE_ROWS = [
  { key: 'heading', kind: 'heading', label: 'Heading' },
  { key: 'sub_heading', kind: 'subheading', label: 'Sub heading' },
  { key: 'paragraph', kind: 'body', label: 'Paragraph' },
] as const;

function Fonts() {
  const editor = useEditor();
  const { kit, fonts } = useBrandKit();
  const styled = STYLE_ROWS.filter((r) => kit?.fonts[r.key]);
  const add = async (kind: 'heading' | 'subheading' | 'body', text: string, font: string, fontSize: number, src?: string) => {
    await readyFont(font, src);
    runAction(editor, 'addStyledText', { kind, text, font, fontSize, fontSrc: src });
  };
  return (
    <div className={styles.stack}>
      <h3 className={styles.sectionTitle}>Brand text styles</h3>
      {styled.length ? styled.map((r) => {
        const s = kit!.fonts[r.key]!;
        return (
          <button key={r.key} type="button" className={styles.secondaryButton} style={{ fontFamily: `"${s.name}"` }} onClick={() => void add(r.kind, `Add a ${r.label.toLowerCase()}`, s.name, s.size, s.src)}>
            {r.label} · {s.name} {s.size}px
          </button>
        );
      }) : <p className={styles.hint}>{BrandTexts.noFontSets}</p>}
      <h3 className={styles.sectionTitle}>Brand fonts</h3>
      {fonts.length ? fonts.map((f) => (
        <button key={`${f.name}${f.src ?? ''}`} type="button" className={styles.fontItem} style={{ fontFamily: `"${f.name}"` }} onClick={() => void add('body', f.name, f.name, FONT_SET_SIZES[1], f.src)}>{f.name}</button>
      )) : <p className={styles.hint}>{BrandTexts.noFonts}</p>}
      <h3 className={styles.sectionTitle}>Font sets</h3>
      <ul className={styles.stack} aria-label="Font sets" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {FONT_SETS.map((set) => (
          <li key={set.name}>
            <button type="button" className={styles.secondaryButton} style={{ width: '100%', textAlign: 'left' }} aria-label={`Font set ${set.name}`} onClick={() => void (async () => {
              await ensureFonts([...new Set(set.fonts)]);
              const kinds = ['heading', 'subheading', 'body'] as const;
              const texts = ['Heading', 'Sub heading', 'Paragraph text'];
              for (let i = 0; i < 3; i++) runAction(editor, 'addStyledText', { kind: kinds[i], text: texts[i], font: set.fonts[i], fontSize: FONT_SET_SIZES[i] });
            })()}>
              <span style={{ fontFamily: `"${set.fonts[0]}"`, fontSize: 20, display: 'block' }}>{set.fonts[0]}</span>
              <span style={{ fontFamily: `"${set.fonts[1]}"`, fontSize: 14, display: 'block' }}>{set.fonts[1]}</span>
              <span style={{ fontFamily: `"${set.fonts[2]}"`, fontSize: 12, display: 'block' }}>{set.fonts[2]}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function LogoGrid() {
  const editor = useEditor();
  const { kit } = useBrandKit();
  if (!kit?.logos.length) return <p className={styles.hint}>{BrandTexts.noLogos}</p>;
  return (
    <div className={styles.grid} aria-label="Brand logos">
      {kit.logos.map((l) => (
        <button key={l._id} type="button" className={styles.tile} aria-label={`Add logo ${l.name}`} onClick={() => void (async () => {
          const img = new Image();
          img.src = l.src;
          await img.decode().catch(() => undefined);
          const w = img.naturalWidth || 400, h = img.naturalHeight || 300;
          const k = Math.min(1, (editor.design.width * 0.4) / w);
          placePhoto(editor, { src: l.src, width: Math.round(w * k), height: Math.round(h * k) });
        })()}>
          <img src={l.src} alt="" style={{ objectFit: 'contain' }} />
        </button>
      ))}
    </div>
  );
}

function Logos() {
  return <LogoGrid />;
}
