import { describe, expect, it } from 'vitest';
import { endOfLifeWarning, oldestSupportedMajor, supportedNode } from './node-support.ts';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('the warning on a Node.js past its end of life', () => {
  it('names the version, the day it ended and the Node.js to run instead', () => {
    expect(endOfLifeWarning('v20.20.2', day('2026-11-26'))).toBe(
      'Warning: Node.js v20.20.2 reached its end of life on 2026-04-30 and gets no security ' +
        `fixes. Run this server on Node.js ${supportedNode} (README, "Node.js").`,
    );
  });

  it('starts on the day the line ends, not before', () => {
    expect(endOfLifeWarning('v20.20.2', day('2026-04-29'))).toBeUndefined();
    expect(endOfLifeWarning('v20.20.2', day('2026-04-30'))).toMatch(/end of life on 2026-04-30/);
    expect(endOfLifeWarning('v22.23.3', day('2027-04-29'))).toBeUndefined();
    expect(endOfLifeWarning('v22.23.3', day('2027-04-30'))).toMatch(/end of life on 2027-04-30/);
  });

  it('says nothing on Node.js 24 until April 2028', () => {
    expect(endOfLifeWarning('v24.21.0', day('2026-11-26'))).toBeUndefined();
    expect(endOfLifeWarning('v24.21.0', day('2028-04-30'))).toMatch(/on 2028-04-30/);
  });

  it('warns on a line older than the schedule it knows, and not on one newer', () => {
    expect(endOfLifeWarning('v16.20.2', day('2026-11-26'))).toMatch(/end of life long ago/);
    expect(endOfLifeWarning('v28.0.0', day('2026-11-26'))).toBeUndefined();
  });

  it('promises a Node.js that is not past its end of life', () => {
    expect(oldestSupportedMajor).toBeGreaterThanOrEqual(24);
    expect(endOfLifeWarning(`v${oldestSupportedMajor}.0.0`)).toBeUndefined();
  });
});
