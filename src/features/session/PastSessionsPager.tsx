// Previous / Next through the saved sessions, PAGE_SIZE rows at a time, with where the user is.
import type { PastSessionsPage } from '@/summary/pastSessionsRows';

export interface PastSessionsPagerProps {
  page: PastSessionsPage;
  onPrevious: () => void;
  onNext: () => void;
}

export function PastSessionsPager({ page, onPrevious, onNext }: PastSessionsPagerProps) {
  if (page.pageCount <= 1) return null;
  return (
    <nav className="sessions-pager no-print" aria-label="Saved session pages">
      <button type="button" className="button" onClick={onPrevious} disabled={page.page === 0}>
        Previous
      </button>
      <span aria-live="polite">
        Page {page.page + 1} of {page.pageCount}
      </span>
      <button type="button" className="button" onClick={onNext} disabled={page.page >= page.pageCount - 1}>
        Next
      </button>
    </nav>
  );
}
