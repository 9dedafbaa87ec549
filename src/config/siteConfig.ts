// Typed access to the owner-editable site configuration (src/config/site.json).
import site from './site.json';

export interface AffiliateLink {
  category: string;
  label: string;
  url: string;
}

export const siteConfig: { feedbackEmail: string; feedbackSubject: string; affiliateLinks: readonly AffiliateLink[] } =
  site;

export function feedbackMailto(): string {
  return `mailto:${siteConfig.feedbackEmail}?subject=${encodeURIComponent(siteConfig.feedbackSubject)}`;
}
