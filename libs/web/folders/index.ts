export { FoldersPage } from './FoldersPage';
