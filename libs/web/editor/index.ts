// Eager editor-side pages. The editor screens themselves are in ./lazy (loaded on demand).
export { TemplatePage } from './TemplatePage';
export { SharePage } from './SharePage';
export { parseRole, type EditorRole } from './parseRole';
