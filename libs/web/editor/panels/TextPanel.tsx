// Text panel: the three fixed styles (heading 72, subheading 36, paragraph 24, Montserrat).
// Searchable text templates join when the catalog's text-template call exists.
import { runAction } from '../actions';
import { TEXT_STYLES } from '../actions/text';
import { useEditor } from '../EditorContext';
import styles from './panels.module.css';

export function TextPanel() {
  const editor = useEditor();
  return (
    <div className={styles.stack}>
      <p className={styles.hint}>Click text to add it to the page</p>
      {TEXT_STYLES.map((s) => (
        <button
          key={s.kind}
          type="button"
          className={styles.textStyle}
          style={{ fontSize: s.kind === 'heading' ? 26 : s.kind === 'subheading' ? 18 : 13, fontWeight: s.kind === 'heading' ? 700 : s.kind === 'subheading' ? 600 : 400 }}
          onClick={() => runAction(editor, 'addText', s.kind)}
        >
          {s.label}
        </button>
      ))}
    </div>
  );
}
