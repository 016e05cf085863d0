// Prints one closing line per suite and a total, read from the JSON reports of jest and
// Playwright: "unit: N passed, N failed" … "total: N passed, N failed, N skipped".
const fs = require('fs');
const path = require('path');

const reports = path.join(__dirname, '..', 'reports');
const read = (name) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(reports, name), 'utf8'));
  } catch {
    return null;
  }
};

let passed = 0;
let failed = 0;
let skipped = 0;

const jest = read('jest-results.json');
if (jest) {
  const p = jest.numPassedTests;
  const f = jest.numFailedTests + (jest.numRuntimeErrorTestSuites || 0);
  const s = jest.numPendingTests + (jest.numTodoTests || 0);
  console.log(`unit: ${p} passed, ${f} failed, ${s} skipped`);
  passed += p;
  failed += f;
  skipped += s;
}

const e2e = read('e2e-results.json');
if (e2e && e2e.stats) {
  const p = e2e.stats.expected + (e2e.stats.flaky || 0);
  const f = e2e.stats.unexpected;
  const s = e2e.stats.skipped;
  console.log(`e2e: ${p} passed, ${f} failed, ${s} skipped`);
  passed += p;
  failed += f;
  skipped += s;
}

console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
