/**
 * @jest-environment jsdom
 */
// "Compartir" on a phone opens the share sheet; on a desktop, or without the API, it copies.
import { shareOrCopyLink } from './native-share';

const URL_ = 'https://x.es/analisis-inversion?price=1';

function setUp(coarse: boolean, share?: jest.Mock) {
  window.matchMedia = jest.fn().mockReturnValue({ matches: coarse }) as never;
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('shareOrCopyLink', () => {
  it('opens the share sheet on a phone that has it', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = setUp(true, share);
    await expect(shareOrCopyLink(URL_, 'Análisis')).resolves.toBe(true);
    expect(share).toHaveBeenCalledWith({ title: 'Análisis', url: URL_ });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies on a desktop even when the API exists, and on a phone without it', async () => {
    const share = jest.fn();
    let writeText = setUp(false, share);
    await shareOrCopyLink(URL_, 'Análisis');
    expect(share).not.toHaveBeenCalled();
    expect(writeText).toHaveBeenCalledWith(URL_);
    writeText = setUp(true, undefined);
    await shareOrCopyLink(URL_, 'Análisis');
    expect(writeText).toHaveBeenCalledWith(URL_);
  });

  it('does not copy when the person closes the sheet', async () => {
    const share = jest.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    const writeText = setUp(true, share);
    await expect(shareOrCopyLink(URL_, 'Análisis')).resolves.toBe(false);
    expect(writeText).not.toHaveBeenCalled();
  });
});
