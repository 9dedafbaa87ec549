// The offer shown when a timed test was interrupted by a reload or an accidental close: resume it from where it is now,
// or start over (the saved run is forgotten).
import type { ReactNode } from 'react';

export interface ProtocolResumeOfferProps {
  testName: string;
  children: ReactNode;
  onResume: () => void;
  onStartOver: () => void;
}

export function ProtocolResumeOffer({ testName, children, onResume, onStartOver }: ProtocolResumeOfferProps) {
  return (
    <section className="panel protocol-resume" aria-labelledby="protocol-resume-heading">
      <h2 id="protocol-resume-heading">Unfinished {testName}</h2>
      {children}
      <div className="form-actions protocol-controls">
        <button type="button" className="button button-primary button-large" onClick={onResume}>Resume</button>
        <button type="button" className="button button-large" onClick={onStartOver}>Start over</button>
      </div>
    </section>
  );
}
