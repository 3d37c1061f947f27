// Where an image src the browser loads from the app lives in the blob store (main thread and workers).
export { blobKeyOf } from '@dm/contracts/constants';
