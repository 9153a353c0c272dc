import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openApiDocument } from './document.ts';

/**
 * Lints the OpenAPI document with Redocly's rules (`redocly.yaml` at the repository root): writes
 * it to a temporary file and runs `redocly lint` on it; exits with its status.
 */
const dir = await mkdtemp(path.join(tmpdir(), 'beacon-openapi-'));
try {
  const file = path.join(dir, 'openapi.json');
  await writeFile(file, JSON.stringify(await openApiDocument(), null, 2));
  const root = path.resolve(import.meta.dirname, '../../../..');
  const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  const result = spawnSync(
    process.execPath,
    [cli, 'lint', file, '--config', path.join(root, 'redocly.yaml')],
    {
      stdio: 'inherit',
    },
  );
  if (result.error) throw result.error;
  process.exitCode = result.status ?? 1;
} finally {
  await rm(dir, { recursive: true, force: true });
}
