// Shares the text summary (decision 0023): the Web Share API where it exists, otherwise a copy to the clipboard.

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

type ShareNavigator = {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText?: (text: string) => Promise<void> };
};

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

/**
 * 'shared' (the share sheet finished), 'cancelled' (the user closed it), 'copied' (no share, or it failed, and the
 * clipboard took the text) or 'failed' (neither worked: the caller shows the text to copy by hand). Never throws.
 */
export async function shareSummary(
  title: string,
  text: string,
  nav: ShareNavigator | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): Promise<ShareOutcome> {
  if (nav && typeof nav.share === 'function') {
    try {
      await nav.share({ title, text });
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
      // not allowed or not supported for this data: copy instead
    }
  }
  const writeText = nav?.clipboard?.writeText;
  if (typeof writeText === 'function') {
    try {
      await writeText.call(nav?.clipboard, text);
      return 'copied';
    } catch {
      // clipboard refused (no permission, page not focused)
    }
  }
  return 'failed';
}
