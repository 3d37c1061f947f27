declare module 'wawoff2' {
  /** WOFF2 to the TrueType/OpenType font it compresses (Google's woff2, compiled to WebAssembly). */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
