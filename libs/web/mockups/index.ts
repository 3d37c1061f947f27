export { MockupLayout } from './MockupLayout';
export { MockupStartPage } from './MockupStartPage';
export { MockupEditorPage } from './MockupEditorPage';
export { MockupCategoryPage } from './MockupCategoryPage';
