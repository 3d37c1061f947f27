// The side panel in view role (editor-and-tools.md: "In view role the canvas is read-only"):
// nothing can be added to the design, so the panel says why instead of offering it.
import { EDITOR_TEXTS } from '../texts';
import styles from './panels.module.css';

export function ViewOnlyPanel() {
  return <p className={styles.hint}>{EDITOR_TEXTS.viewOnlyPanel}</p>;
}
