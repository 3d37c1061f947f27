export { BrandKitPage } from './BrandKitPage';
