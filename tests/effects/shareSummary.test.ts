// Share (decision 0023): the Web Share API where it exists, else the clipboard, else 'failed' (the screen shows the text).
import { describe, expect, it, vi } from 'vitest';
import { shareSummary } from '@/effects/shareSummary';

describe('shareSummary', () => {
  it('uses navigator.share when it exists', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareSummary('Title', 'Text', { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Title', text: 'Text' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('a closed share sheet is "cancelled", not a failure', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    expect(await shareSummary('T', 'x', { share })).toBe('cancelled');
  });

  it('copies to the clipboard without share, or when share is refused', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareSummary('T', 'the text', { clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('the text');
    const share = vi.fn().mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError'));
    expect(await shareSummary('T', 'the text', { share, clipboard: { writeText } })).toBe('copied');
  });

  it('"failed" when neither works, never throwing', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    expect(await shareSummary('T', 'x', { clipboard: { writeText } })).toBe('failed');
    expect(await shareSummary('T', 'x', {})).toBe('failed');
    expect(await shareSummary('T', 'x', undefined)).toBe('failed');
  });
});
