// The technical text behind a plain error message (decision 0071): closed by default under "Technical detail", a
// native <details>, so it opens with Enter or Space and screen readers announce it as a collapsed disclosure.
export function TechnicalDetail({ detail }: { detail: string | null | undefined }) {
  if (!detail) return null;
  return (
    <details className="technical-detail">
      <summary>Technical detail</summary>
      <p>
        <code>{detail}</code>
      </p>
    </details>
  );
}
