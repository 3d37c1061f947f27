export { ImagemakerLayout } from './ImagemakerLayout';
export { ImagemakerPage } from './ImagemakerPage';
export { ImagemakerHistoryPage } from './ImagemakerHistoryPage';
