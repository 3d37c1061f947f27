export { AuditPage } from './AuditPage';
export { AdminOnly } from './AdminOnly';
