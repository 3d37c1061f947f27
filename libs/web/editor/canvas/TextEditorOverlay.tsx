// In-place text editing: a textarea over the text element with the same font, size, spacing,
// alignment, colour and rotation as the canvas draws it, at any zoom. Blur or Escape ends it.
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { TextElement } from '@dm/contracts';
import { cssFontFamily, letterSpacingPx, lineHeightPx } from '@dm/scene';
import { runAction } from '../actions';
import { useEditor } from '../EditorContext';
import { editorActions } from '../store/editorSlice';
import styles from './canvas.module.css';

export function TextEditorOverlay({ element, zoom }: { element: TextElement; zoom: number }) {
  const editor = useEditor();
  const ref = useRef<HTMLTextAreaElement>(null);
  const done = useRef(false);
  const d = element.text_details;

  const fit = () => {
    const t = ref.current;
    if (!t) return;
    t.style.height = '0px';
    t.style.height = `${Math.max(t.scrollHeight, element.height * zoom)}px`;
  };

  useLayoutEffect(() => {
    const t = ref.current!;
    t.value = d.text;
    fit();
    t.focus();
    t.select();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const finish = () => {
    if (done.current || !ref.current) return;
    done.current = true;
    const t = ref.current;
    t.style.height = '0px';
    const height = t.scrollHeight / zoom;
    runAction(editor, 'setText', { id: element.id, text: t.value, height: Math.max(height, lineHeightPx(d)) });
    editor.store.dispatch(editorActions.textEditingChanged(null));
  };

  useEffect(() => () => finish(), []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <textarea
      ref={ref}
      data-text-editor
      aria-label="Edit text"
      className={styles.textEditor}
      spellCheck={false}
      onInput={fit}
      onBlur={finish}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Escape') finish();
      }}
      style={{
        left: element.position.x * zoom,
        top: element.position.y * zoom,
        width: element.width * zoom,
        transform: element.rotation ? `rotate(${element.rotation}deg)` : undefined,
        fontFamily: cssFontFamily(d.font || 'Montserrat'),
        fontSize: d.fontSize * zoom,
        fontWeight: d.bold ? 700 : 400,
        fontStyle: d.italic ? 'italic' : 'normal',
        lineHeight: `${lineHeightPx(d) * zoom}px`,
        letterSpacing: `${letterSpacingPx(d) * zoom}px`,
        textAlign: d.textAlign,
        color: d.fontColor,
        opacity: element.opacity,
      }}
    />
  );
}
