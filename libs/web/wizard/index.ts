export { WizardPage } from './WizardPage';
