/** Asks a running server for a backup (embedded database open by it); null when none answers. */
export async function backupThroughServer(_dataDir: string, _outDir: string): Promise<string | null> {
  return null;
}
