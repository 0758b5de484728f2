/** Each file a build's index.html loads up front with its gzip size in KB, and the totals of its JS and CSS. */
export declare function entrySize(dist: string): { files: { kind: 'js' | 'css'; file: string; kb: number }[]; jsKb: number; cssKb: number };
