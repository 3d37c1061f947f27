// The toolbar for the selection: text, group/arrange, or the background's colour when nothing
// is selected. View role shows no editing toolbars.
import { runAction } from '../actions';
import { useEditor, useEditorSelector } from '../EditorContext';
import { ArrangeToolbar } from './ArrangeToolbar';
import { useSyncExternalStore } from 'react';
import { Clapperboard, Crop, Eraser, FlipHorizontal2, FlipVertical2 } from 'lucide-react';
import { toast } from 'sonner';
import { backgroundImageOf } from '../actions/look';
import { browserLoader } from '../canvas/assets';
import { cropMode, startBackgroundCrop } from '../crop/cropMode';
import { useSidePanel } from '../layout/sidePanel';
import { ColorPicker, Tip } from './controls';
import { CropDoneCancel, ImageToolbar } from './ImageToolbar';
import { ShapeToolbar } from './ShapeToolbar';
import { TextToolbar } from './TextToolbar';
import { BulkLabelControl } from '../bulk/BulkLabelControl';
import styles from '../ui.module.css';

function BackgroundToolbar() {
  const editor = useEditor();
  const color = useEditorSelector(() => editor.page.background_color);
  const image = useEditorSelector(() => backgroundImageOf(editor.page));
  const cropping = useSyncExternalStore(cropMode.subscribe, cropMode.get);
  const panel = useSidePanel();
  if (cropping?.id === null) return <CropDoneCancel />;
  const crop = async () => {
    if (!image) return;
    try {
      const img = (await browserLoader.loadImage(image)) as HTMLImageElement;
      startBackgroundCrop(editor, { width: img.naturalWidth, height: img.naturalHeight });
    } catch {
      toast.error('The background image could not be loaded.');
    }
  };
  return (
    <div className={styles.toolbarGroup} role="group" aria-label="Background">
      <ColorPicker
        label="Background colour"
        value={color}
        onChange={(c) => runAction(editor, 'setBackgroundColor', c)}
        trigger={<span className={styles.colorDot} style={{ background: color }} />}
      />
      {image && (
        <>
          <Tip text="Crop background">
            <button type="button" className={styles.tool} aria-label="Crop background" onClick={() => void crop()}>
              <Crop size={18} aria-hidden />
            </button>
          </Tip>
          <Tip text="Flip background horizontally">
            <button type="button" className={styles.tool} aria-label="Flip background horizontally" onClick={() => runAction(editor, 'flipBackground', 'horizontal')}>
              <FlipHorizontal2 size={18} aria-hidden />
            </button>
          </Tip>
          <Tip text="Flip background vertically">
            <button type="button" className={styles.tool} aria-label="Flip background vertically" onClick={() => runAction(editor, 'flipBackground', 'vertical')}>
              <FlipVertical2 size={18} aria-hidden />
            </button>
          </Tip>
          <Tip text="Remove the background image's background">
            <button type="button" className={styles.tool} aria-label="Background remover" onClick={() => panel.open('remove_background')}>
              <Eraser size={18} aria-hidden />
            </button>
          </Tip>
        </>
      )}
    </div>
  );
}

export function ContextualToolbar() {
  const editor = useEditor();
  const readOnly = useEditorSelector((s) => s.role === 'view');
  const count = useEditorSelector((s) => s.selection.length);
  const hasText = useEditorSelector(() => editor.selected.some((o) => o.type === 'text'));
  if (readOnly) return <div className={styles.toolbar} aria-label="View only" />;
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Selection tools">
      {count === 0 && <BackgroundToolbar />}
      {hasText && <TextToolbar />}
      {count > 0 && <ImageToolbar />}
      {count === 1 && <ShapeToolbar />}
      <AnimateButton />
      <BulkLabelControl />
      <div className={styles.spacer} />
      <ArrangeToolbar />
    </div>
  );
}

/** 'Animate' on the text, image, group and background toolbars: the Animate tab for the selection (or the page). */
function AnimateButton() {
  const panel = useSidePanel();
  return (
    <Tip text="Animate">
      <button type="button" className={styles.tool} aria-label="Animate" onClick={() => panel.open('animate')}>
        <Clapperboard size={18} aria-hidden /> Animate
      </button>
    </Tip>
  );
}
