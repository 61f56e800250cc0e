export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest;
/** The manifest keys of the chunks a browser must fetch for these modules: each one and its static imports, transitively. */
export function chunksOf(manifest: Manifest, modules: string[]): Set<string>;
