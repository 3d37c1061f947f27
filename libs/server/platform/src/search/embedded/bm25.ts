/** Lucene's BM25 (k1 1.2, b 0.75), without Lucene's lossy one-byte length norms. */
export const K1 = 1.2;
export const B = 0.75;

/** idf = ln(1 + (N - n + 0.5) / (n + 0.5)) where N counts documents that have the field. */
export function idf(docCount: number, docFreq: number): number {
  return Math.log(1 + (docCount - docFreq + 0.5) / (docFreq + 0.5));
}

/** The length-dependent part of the denominator, computed once per document and field. */
export function lengthNorm(length: number, avgLength: number): number {
  return K1 * (1 - B + (B * length) / (avgLength || 1));
}

/** One term's score in one field of one document (Lucene 8+ form, without the (k1+1) factor). */
export function termScore(idfValue: number, tf: number, norm: number, boost = 1): number {
  return boost * idfValue * (tf / (tf + norm));
}
