import { formatSize } from './formatSize';

describe('formatSize', () => {
  it('writes ko under a Mo, Mo with one decimal above, never 0 ko', () => {
    expect(formatSize(100)).toBe('1\u00a0ko');
    expect(formatSize(2048)).toBe('2\u00a0ko');
    expect(formatSize(312 * 1024 + 100)).toBe('312\u00a0ko');
    expect(formatSize(1024 * 1024)).toBe('1\u00a0Mo');
    expect(formatSize(1.5 * 1024 * 1024)).toBe('1,5\u00a0Mo');
  });
});
