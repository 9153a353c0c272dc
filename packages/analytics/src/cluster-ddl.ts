import { clusterStatements } from './cluster.ts';

// Prints the cluster DDL of the migrations (README "On a cluster"): `npm run analytics:cluster-ddl
// [cluster-name]`, default the `{cluster}` macro. Statements end with `;` for clickhouse-client.
const cluster = process.argv[2];
for (const version of clusterStatements(undefined, cluster ? { cluster } : {})) {
  process.stdout.write(`-- ${String(version.version).padStart(4, '0')}_${version.name}\n`);
  for (const statement of version.statements) process.stdout.write(`${statement};\n\n`);
}
