// npm shows the README.md at the root of the tarball: the package page (www/lib/README.md), not
// the repository's developer page. `prepack` swaps it in, `postpack` puts the repository's back.
//   node scripts/pack-readme.mjs pre|post
import { copyFileSync, existsSync, renameSync } from 'node:fs';

const KEPT = '.README.repository.md';
const step = process.argv[2];
if (step === 'pre') {
  // A pack that died before postpack left the repository's page in KEPT: keep that copy.
  if (!existsSync(KEPT)) renameSync('README.md', KEPT);
  copyFileSync('www/lib/README.md', 'README.md');
} else if (step === 'post') {
  if (existsSync(KEPT)) renameSync(KEPT, 'README.md');
} else {
  console.error('usage: node scripts/pack-readme.mjs pre|post');
  process.exit(2);
}
