import { act, render, screen } from '@testing-library/react';
import { forgetCachedReplies, noteReply } from 'shared-kernel/offline';
import { OfflineBanner, offlineText } from './OfflineBanner';

const onLine = jest.spyOn(window.navigator, 'onLine', 'get');
afterEach(() => {
  onLine.mockReturnValue(true);
  act(() => forgetCachedReplies());
});

const goOffline = () =>
  act(() => {
    onLine.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
  });
const goOnline = () =>
  act(() => {
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
  });

describe('offlineText', () => {
  it('dates the cached figures in fr-FR local time', () => {
    expect(offlineText(false, new Date(2026, 10, 23, 14, 5))).toBe('Hors ligne — données du 23/11/2026 à 14:05');
    expect(offlineText(false, null)).toBe('Hors ligne');
    expect(offlineText(true, null)).toBeNull();
  });
});

describe('OfflineBanner', () => {
  it('is an empty live region while online with fresh data', () => {
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  it('says « Hors ligne » with the date of the cached replies, and goes away back online', () => {
    render(<OfflineBanner />);
    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent(/^Hors ligne$/);
    act(() => noteReply('alldata', new Date(2026, 10, 23, 14, 5).toISOString()));
    expect(screen.getByRole('status')).toHaveTextContent('Hors ligne — données du 23/11/2026 à 14:05');
    goOnline();
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });
});
