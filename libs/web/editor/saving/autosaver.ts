// Autosave: a short moment after each change the document is saved with the version it was
// based on (saved_design/save). A 409 (saved elsewhere meanwhile) stops autosaving, tells the
// user and keeps the document in the editor (and a local copy), so nothing is lost.
import type { Editor } from '../store/editor';
import { editorActions } from '../store/editorSlice';

export const AUTOSAVE_DELAY_MS = 800;

export interface SaveCall {
  (body: { id: string; version: number; design_file: unknown }): Promise<{ version: number }>;
}

export interface SaveFailure {
  status?: number | string;
  message?: string;
  serverError?: string;
}

export interface AutosaverOptions {
  save: SaveCall;
  delayMs?: number;
  /**
   * While this says so (a gesture holds the pointer on the page), a save that falls due waits
   * another delay: serialising and sending a large document would take frames from the gesture.
   */
  busy?: () => boolean;
  /** After each successful save (thumbnail refresh). */
  onSaved?: () => void;
  /** A conflict or failure the user must hear about. */
  onProblem?: (kind: 'conflict' | 'failed', message: string) => void;
  /** Where a conflicting document is kept so it is never lost (localStorage in the browser). */
  keepCopy?: (designId: string, design: unknown) => void;
}

export class Autosaver {
  #timer: ReturnType<typeof setTimeout> | null = null;
  #inFlight: Promise<void> | null = null;
  #unsubscribe: (() => void) | null = null;
  #lastRevision: number;

  constructor(private readonly editor: Editor, private readonly options: AutosaverOptions) {
    this.#lastRevision = editor.state.revision;
  }

  start(): this {
    this.#unsubscribe = this.editor.subscribe(() => {
      const s = this.editor.state;
      if (s.revision === this.#lastRevision) return;
      this.#lastRevision = s.revision;
      if (s.role === 'view' || s.saveStatus === 'conflict') return;
      this.#schedule();
    });
    return this;
  }

  stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }

  get dirty(): boolean {
    const s = this.editor.state;
    return s.revision > s.savedRevision;
  }

  #schedule(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      if (this.options.busy?.()) this.#schedule();
      else void this.flush();
    }, this.options.delayMs ?? AUTOSAVE_DELAY_MS);
  }

  /** After a conflict: save this document on top of the saved `version` (the user's choice). */
  async rebase(version: number): Promise<void> {
    this.editor.store.dispatch(editorActions.rebased(version));
    await this.flush();
  }

  /** Saves now if there are unsaved changes; resolves when saved (or failed). */
  async flush(): Promise<void> {
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
    while (this.#inFlight) await this.#inFlight;
    const s = this.editor.state;
    if (s.role === 'view' || s.saveStatus === 'conflict' || s.revision <= s.savedRevision) return;
    this.#inFlight = this.#saveOnce().finally(() => {
      this.#inFlight = null;
    });
    await this.#inFlight;
  }

  async #saveOnce(): Promise<void> {
    const { designId, version, design, revision } = this.editor.state;
    const dispatch = this.editor.store.dispatch;
    dispatch(editorActions.saveStarted());
    try {
      const saved = await this.options.save({ id: designId, version, design_file: design });
      dispatch(editorActions.saveSucceeded({ revision, version: saved.version }));
      this.options.onSaved?.();
      if (this.editor.state.revision > revision) this.#schedule();
    } catch (e) {
      const err = e as SaveFailure;
      const message = err.serverError ?? err.message ?? 'The design could not be saved.';
      if (err.status === 409) {
        this.options.keepCopy?.(designId, this.editor.state.design);
        dispatch(editorActions.saveFailed({ status: 'conflict', message }));
        this.options.onProblem?.('conflict', message);
      } else {
        dispatch(editorActions.saveFailed({ status: 'failed', message }));
        this.options.onProblem?.('failed', message);
      }
    }
  }
}
