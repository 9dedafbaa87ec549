// `npm test`'s size budget step (decision 0127): fails when the built app's first paint or first visit is over its
// budget (scripts/firstLoad.mjs). Reads dist/ (or the folder given with --dist), so it runs after the build.
import { BUDGETS, checkBudgets } from './firstLoad.mjs';

const at = process.argv.indexOf('--dist');
const dist = at >= 0 ? process.argv[at + 1] : 'dist';
const { figures, files, over } = checkBudgets(dist);
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
for (const name of Object.keys(BUDGETS)) {
  const verdict = over.includes(name) ? 'OVER' : 'within';
  console.log(
    `${name === 'firstPaint' ? 'first paint' : 'first visit'}: ${kB(figures[name])} gzip, budget ${kB(BUDGETS[name])}: ${verdict} (${files[name].join(', ')})`,
  );
}
process.exit(over.length ? 1 : 0);
