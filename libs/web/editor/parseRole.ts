export type EditorRole = 'edit' | 'view';

/** The editor's role path segment: edit or view; anything else is not a route. */
export function parseRole(role: string | undefined): EditorRole | null {
  return role === 'edit' || role === 'view' ? role : null;
}
