/** The editor screens loaded on demand (a separate chunk; see apps/web/src/routes.tsx). */
import { DESIGN_DEFAULTS } from '@dm/contracts';
import { editorEngine } from './canvas/engine';
import { ensureFonts } from './canvas/fonts';

// the engine (hit-testing) and the default font (the Text panel's: new text measures and draws
// right away) start loading as the chunk arrives, while the design's answer is read: an editor
// whose engine is there at its first render draws its page once, not twice
void editorEngine().catch(() => undefined);
void ensureFonts([DESIGN_DEFAULTS.font]);

export { EditorScreen } from './EditorScreen';
export { AuthoringScreen } from './AuthoringScreen';
export { RenderPage } from './RenderPage';
