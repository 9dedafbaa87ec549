// Footer: the collapsible affiliate links, the feedback mail link, the colour theme choice and the closable feedback widget.
import './siteFooter.css';
import { feedbackMailto, siteConfig } from '@/config/siteConfig';
import { useFeedbackWidgetClosed } from '@/state/useFeedbackWidgetClosed';
import { ThemeChoice } from './ThemeChoice';

function FeedbackWidget() {
  const [closed, close] = useFeedbackWidgetClosed();
  if (closed) return null;
  return (
    <aside className="feedback-widget" aria-label="Feedback">
      <p>
        How is the app working for you? <a href={feedbackMailto()}>Send us feedback</a>
      </p>
      <button type="button" className="icon-button" aria-label="Close feedback for this session" onClick={close}>
        ×
      </button>
    </aside>
  );
}

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <details className="affiliates">
        <summary>Partner offers that keep this app free</summary>
        <ul>
          {siteConfig.affiliateLinks.map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                <strong>{link.category}:</strong> {link.label}
              </a>
            </li>
          ))}
        </ul>
      </details>
      <p>
        <a href={feedbackMailto()}>Feedback</a> · Everything you enter stays in this browser.
      </p>
      <ThemeChoice />
      <FeedbackWidget />
    </footer>
  );
}
