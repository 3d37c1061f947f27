/**
 * The spec's breakpoints and panel widths (editor-and-tools.md section 9), for script. The same
 * values are documented in tokens.css and written out in the CSS Modules' media queries.
 */
export const BREAKPOINTS = {
  /** 767px or less: the tablet screen replaces the dashboard. */
  narrow: 767,
  /** 991px or less: the editor and template page use their tablet layout. */
  tablet: 991,
  /** 992px and up: the mockup navbar's desktop media. */
  navbar: 992,
} as const;

export const PANEL_WIDTHS = {
  /** Editor side panel, expanded. */
  expanded: 388,
  /** Editor icon rail, collapsed. */
  collapsed: 78,
} as const;
