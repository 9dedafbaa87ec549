// The coach's (or business's) name and logo on a printed report or summary (decision 0150): shown at the
// top of the printed page, and the name in the margin of every printed page (an @page margin box fed from a custom
// property on the root, as a page's margin reads the root's properties). On screen it is hidden.
import './reportLetterhead.css';
import { useEffect } from 'react';
import { useCoachSettings } from '@/state/records/useReportNotes';

/** The root's custom property the @page margin box prints (reportLetterhead.css). */
const MARGIN_PROPERTY = '--report-coach';

/** `text` as a CSS string. */
function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\n\r\f]/g, ' ')}"`;
}

export function ReportLetterhead() {
  const { coach } = useCoachSettings();
  useEffect(() => {
    if (!coach.name) return;
    const root = document.documentElement;
    root.style.setProperty(MARGIN_PROPERTY, cssString(coach.name));
    return () => {
      root.style.removeProperty(MARGIN_PROPERTY);
    };
  }, [coach.name]);
  if (!coach.name && !coach.logo) return null;
  return (
    <div className="report-letterhead" data-testid="report-letterhead">
      {coach.logo ? (
        <img src={coach.logo.dataUrl} alt={coach.name ? `${coach.name} logo` : 'Logo'} className="report-logo" />
      ) : null}
      {coach.name ? <p className="report-coach">{coach.name}</p> : null}
    </div>
  );
}
