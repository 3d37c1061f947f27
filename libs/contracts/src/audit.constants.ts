/** The kinds of streams the audit console finds (library: admins replaying purchases and shares). */
export const AUDIT_KINDS = ['orders', 'shares', 'folders', 'credits', 'saved_designs', 'templates', 'users'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  orders: 'Orders',
  shares: 'Shares and permissions',
  folders: 'Folders',
  credits: 'Credits',
  saved_designs: 'Saved designs',
  templates: 'Templates',
  users: 'Users',
};
export const AUDIT_PAGE_MAX = 200;
