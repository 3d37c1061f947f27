// 'Try out your image on all {category}': the image chosen there, placed on every mockup opened
// next in this tab (kept in memory only; a visitor's image never leaves the browser).
let pending: Blob | null = null;
export const setPendingImage = (b: Blob | null) => { pending = b; };
export const pendingImage = () => pending;
