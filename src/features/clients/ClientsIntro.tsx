// The Clients screen's frame, heading and lead: all a page opened at /clients needs for its first paint. The shell
// draws it with the pending state inside while the list's code, the app state and the roster load
// (docs/first-load.md); the screen draws it around the list. No imports beyond React: its chunk must never pull in
// shared code.
import type { ReactNode } from 'react';

export function ClientsIntro({ children }: { children?: ReactNode }) {
  return (
    <section className="screen clients" aria-labelledby="clients-title">
      <h1 id="clients-title">Clients</h1>
      <p>Everyone tested on this device, each with their own profile and saved sessions.</p>
      {children}
    </section>
  );
}
