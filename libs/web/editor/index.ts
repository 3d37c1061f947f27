export { EditorScreen, parseRole, type EditorRole } from './EditorScreen';
export { AuthoringScreen } from './AuthoringScreen';
export { TemplatePage } from './TemplatePage';
export { SharePage } from './SharePage';
export { RenderPage } from './RenderPage';
export { EditorLayout } from './EditorLayout';
