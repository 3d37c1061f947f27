// The editor instance for the React shell: its own Redux store (one per opened design) behind a
// react-redux context of its own, so the app store (session, server cache) stays as it is.
import { createContext, type ReactNode, useContext } from 'react';
import { createSelectorHook, Provider, type ReactReduxContextValue } from 'react-redux';
import type { Editor } from './store/editor';
import type { EditorState } from './store/editorState';

const EditorReduxContext = createContext<ReactReduxContextValue<EditorState> | null>(null);
const EditorInstance = createContext<Editor | null>(null);

export function EditorProvider({ editor, children }: { editor: Editor; children: ReactNode }) {
  return (
    <EditorInstance.Provider value={editor}>
      <Provider store={editor.store} context={EditorReduxContext as never}>
        {children}
      </Provider>
    </EditorInstance.Provider>
  );
}

export function useEditor(): Editor {
  const editor = useContext(EditorInstance);
  if (!editor) throw new Error('editor: useEditor outside EditorProvider');
  return editor;
}

export const useEditorSelector = createSelectorHook(EditorReduxContext as never) as <T>(select: (s: EditorState) => T, equalityFn?: (a: T, b: T) => boolean) => T;
