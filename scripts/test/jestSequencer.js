/**
 * The order jest hands the unit test files to its workers (config/jest.config.ts). Jest's own
 * order runs the files that took longest last time first; with no record of a last time (a fresh
 * clone: CI), it goes by file size, which put the longest file (publishFaults, real publishes in
 * Chromium) behind a dozen others, so it ran on alone at the end while the other worker idled.
 * Here the files known to take longest (they start real servers, browsers or encoders) go first,
 * longest first, both workers busy with them from the start; then jest's own order.
 */
const Sequencer = require('@jest/test-sequencer').default;

/** Paths under tests/unit, longest first: those that publish, serve or encode for real. */
const LONGEST_FIRST = [
  'server/publishFaults.test.ts',
  'server/publishFaults.disk.test.ts',
  'server/publishFaults.port.test.ts',
  'server/picturesDaemon.test.ts',
  'server/nginxPictures.test.ts',
];

class LongestFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const rank = (test) => {
      const rel = test.path.split('/tests/unit/')[1];
      const at = LONGEST_FIRST.indexOf(rel);
      return at === -1 ? LONGEST_FIRST.length : at;
    };
    // A stable sort: the files not listed keep jest's order behind the listed ones.
    return sorted
      .map((test, index) => ({ test, index }))
      .sort((a, b) => rank(a.test) - rank(b.test) || a.index - b.index)
      .map(({ test }) => test);
  }
}

module.exports = LongestFirst;
