/** The editor screens loaded on demand (a separate chunk; see apps/web/src/routes.tsx). */
export { EditorScreen } from './EditorScreen';
export { AuthoringScreen } from './AuthoringScreen';
export { RenderPage } from './RenderPage';
