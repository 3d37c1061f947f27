export { MockupLayout } from './MockupLayout';
export { MockupStartPage, MockupCategoryRedirect } from './MockupStartPage';
export { MockupEditorPage } from './MockupEditorPage';
export { MockupCategoryPage } from './MockupCategoryPage';
