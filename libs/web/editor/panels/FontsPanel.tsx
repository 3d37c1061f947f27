// Font panel: search by name prefix (case-insensitive), a Brand Kit section at the top (filled
// by the brand-kit issue), then all fonts; choosing one sets the selected text's font.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Check } from 'lucide-react';
import { FONT_FAMILIES } from '@dm/scene';
import { runAction } from '../actions';
import { selectedTexts } from '../actions/helpers';
import { useEditor, useEditorSelector } from '../EditorContext';
import { ensureFonts, ensurePreviewFont } from '../canvas/fonts';
import styles from './panels.module.css';
import { BrandTexts } from '@dm/contracts/constants';
import { useAuth } from '../../auth/hooks';
import { readyFont, useBrandKit } from './BrandKitPanel';

/** Spec section 5: font search is a name prefix, case-insensitive. */
export function searchFonts(names: readonly string[], query: string): string[] {
  const q = query.trim().toLowerCase();
  return names.filter((n) => n.toLowerCase().startsWith(q));
}

export function FontsPanel() {
  const editor = useEditor();
  const [query, setQuery] = useState('');
  const current = useEditorSelector(() => selectedTexts(editor)[0]?.text_details.font);
  const families = useMemo(() => FONT_FAMILIES.map((f) => f.family), []);
  const shown = searchFonts(families, query);
  const { user } = useAuth();
  const { fonts } = useBrandKit();
  const brand = fonts.filter((f) => f.name.toLowerCase().startsWith(query.trim().toLowerCase()));
  useEffect(() => { for (const f of fonts) if (f.src) void readyFont(f.name, f.src); }, [fonts]);
  return (
    <div className={styles.stack}>
      <input
        type="search"
        className={styles.search}
        placeholder="Search fonts"
        aria-label="Search fonts"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => e.stopPropagation()}
      />
      <h3 className={styles.sectionTitle}>Brand Kit</h3>
      {brand.length ? (
        <ul className={styles.fontList} aria-label="Brand Kit fonts">
          {brand.map((f) => (
            <li key={`${f.name}${f.src ?? ''}`}>
              <button type="button" className={styles.fontItem} style={{ fontFamily: `"${f.name}", sans-serif` }} aria-pressed={f.name === current}
                onClick={() => void readyFont(f.name, f.src).then(() => runAction(editor, 'setFont', { font: f.name, src: f.src }))}>
                {f.name}
                {f.name === current && <Check size={16} aria-hidden />}
              </button>
            </li>
          ))}
        </ul>
      ) : <p className={styles.hint}>{user ? BrandTexts.noFonts : 'Sign in to use your Brand Kit fonts.'}</p>}
      <h3 className={styles.sectionTitle}>All fonts</h3>
      <ul className={styles.fontList} aria-label="Fonts">
        {shown.map((f) => (
          <FontItem key={f} family={f} current={f === current} onChoose={() => void ensureFonts([f]).then(() => runAction(editor, 'setFont', f))} />
        ))}
        {!shown.length && <li className={styles.hint}>No results found.</li>}
      </ul>
    </div>
  );
}

/** One font, its name written in its own face: the face loads when the name scrolls into view. */
function FontItem({ family, current, onChoose }: { family: string; current: boolean; onChoose: () => void }) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        void ensurePreviewFont(family);
        seen.disconnect();
      }
    }, { rootMargin: '200px 0px' });
    seen.observe(el);
    return () => seen.disconnect();
  }, [family]);
  return (
    <li ref={ref}>
      <button type="button" className={styles.fontItem} style={{ fontFamily: `"${family}", sans-serif` }} aria-pressed={current}
        onMouseEnter={() => void ensureFonts([family])} onClick={onChoose}>
        {family}
        {current && <Check size={16} aria-hidden />}
      </button>
    </li>
  );
}
