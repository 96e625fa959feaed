import { ensureBuild } from '../../server/build.ts';
import { chromiumPath } from './harness.ts';

// Before any browser test: Chromium must be there (else fail, saying how to install it),
// and dist/ must be built from the current sources, as `npm start` would do.
export default function setup() {
  chromiumPath();
  ensureBuild();
}
