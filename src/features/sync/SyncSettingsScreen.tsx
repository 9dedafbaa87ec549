// Settings → Sync (decision 44): the coach's own CouchDB server, database and user, the password and the passphrase
// that encrypts the data on this device; Test, Start, Stop (keeps every local record), Forget this device, and the
// setup code that carries the address, database and user to a second device. The sync code loads with this screen's
// first action, never before.
import { useEffect, useState, type FormEvent } from 'react';
import { loadSync, syncWasOn, type QrDrawing, type StepResult } from '@/state/sync/syncControl';
import { useSyncView } from '@/state/sync/syncView';

/** The address, database and user of a pending setup: not secret, kept so a reload (to allow the server) keeps them. */
const FORM_KEY = 'fitnessSyncForm';

interface Fields {
  address: string;
  database: string;
  user: string;
}

function readKeptFields(): Fields {
  try {
    const json: unknown = JSON.parse(localStorage.getItem(FORM_KEY) ?? 'null');
    if (typeof json === 'object' && json !== null) {
      const { address, database, user } = json as Record<string, unknown>;
      return {
        address: typeof address === 'string' ? address : '',
        database: typeof database === 'string' ? database : '',
        user: typeof user === 'string' ? user : '',
      };
    }
  } catch {
    // nothing kept
  }
  return { address: '', database: '', user: '' };
}

export function SyncSettingsScreen() {
  const { text } = useSyncView();
  const [fields, setFields] = useState<Fields>(readKeptFields);
  const [password, setPassword] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [result, setResult] = useState<StepResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [setupCode, setSetupCode] = useState<{ text: string; qr: QrDrawing } | null>(null);
  const [pasted, setPasted] = useState('');

  useEffect(() => {
    if (!syncWasOn()) return;
    void loadSync()
      .then((sync) => sync.keptTarget())
      .then((kept) => {
        if (!kept) return;
        setFields({ address: kept.target.origin, database: kept.target.database, user: kept.target.user });
        setSetupCode({ text: kept.setupCode, qr: kept.setupQr });
      });
  }, []);

  const set = (name: keyof Fields) => (value: string) =>
    setFields((current) => {
      const next = { ...current, [name]: value };
      localStorage.setItem(FORM_KEY, JSON.stringify(next));
      return next;
    });

  const step = async (action: 'test' | 'start' | 'stop' | 'forget') => {
    setBusy(true);
    setResult(null);
    try {
      const sync = await loadSync();
      const form = { ...fields, password, passphrase };
      if (action === 'test') setResult(await sync.testSync(form));
      else if (action === 'start') {
        const outcome = await sync.startSync(form);
        setResult(outcome);
        if (outcome.ok) {
          setPassword('');
          setPassphrase('');
          const kept = await sync.keptTarget();
          setSetupCode(kept ? { text: kept.setupCode, qr: kept.setupQr } : null);
        }
      } else if (action === 'stop') {
        await sync.stopSync();
        setResult({ ok: true, message: 'Sync is off. Every record stays on this device.' });
      } else {
        await sync.forgetSync();
        setSetupCode(null);
        setResult({
          ok: true,
          message: 'This device no longer syncs: its sync copy and the stored password are removed. Your records stay.',
        });
      }
    } finally {
      setBusy(false);
    }
  };

  const allowAndReload = async () => {
    const sync = await loadSync();
    const allowed = sync.allowServer(fields);
    if (allowed.ok) window.location.reload();
    else setResult(allowed);
  };

  const readPasted = async () => {
    const sync = await loadSync();
    const read = sync.readSetupCode(pasted);
    if (!read.ok) {
      setResult(read);
      return;
    }
    const next = { address: read.target.origin, database: read.target.database, user: read.target.user };
    localStorage.setItem(FORM_KEY, JSON.stringify(next));
    setFields(next);
    setResult({ ok: true, message: 'Setup code read: now enter the password and the passphrase.' });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void step('start');
  };

  return (
    <section className="sync-settings" aria-labelledby="sync-title">
      <h1 id="sync-title">Sync between devices</h1>
      <p>
        Off unless you turn it on. Your clients, sessions, notes, goals and batteries are encrypted on this device with
        your passphrase and kept in sync through your own CouchDB server; the server sees no name and no measurement.
        Preferences and unfinished work stay on this device.
      </p>
      <p role="status">{text ? `Status: ${text}` : 'Sync is off.'}</p>
      <form onSubmit={onSubmit} aria-busy={busy}>
        <div className="field">
          <label htmlFor="sync-address">Server address</label>
          <input
            id="sync-address"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://couch.example.org"
            value={fields.address}
            onChange={(e) => set('address')(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="sync-database">Database</label>
          <input id="sync-database" value={fields.database} onChange={(e) => set('database')(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="sync-user">User</label>
          <input
            id="sync-user"
            autoComplete="username"
            value={fields.user}
            onChange={(e) => set('user')(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="sync-password">Password</label>
          <input
            id="sync-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="sync-passphrase">Passphrase (encrypts your data; the same on every device)</label>
          <input
            id="sync-passphrase"
            type="password"
            autoComplete="new-password"
            value={passphrase}
            onChange={(e) => setPassphrase(e.target.value)}
          />
        </div>
        <div className="form-actions">
          <button type="button" className="button" disabled={busy} onClick={() => void step('test')}>
            Test
          </button>
          <button type="submit" className="button primary" disabled={busy}>
            Start
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => void step('stop')}>
            Stop
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => void step('forget')}>
            Forget this device
          </button>
        </div>
      </form>
      {result ? (
        <div role={result.ok ? 'status' : 'alert'} className={result.ok ? 'sync-result' : 'sync-result error'}>
          <p>{result.message}</p>
          {!result.ok && result.reload ? (
            <button type="button" className="button" onClick={() => void allowAndReload()}>
              Allow this server and reload
            </button>
          ) : null}
        </div>
      ) : null}
      <section aria-labelledby="setup-code-title">
        <h2 id="setup-code-title">Setup code</h2>
        {setupCode ? (
          <>
            <p>
              On your other device, paste this code there (or scan the QR code with its camera and paste the text it
              reads); then type the password and the passphrase: <code data-testid="setup-code">{setupCode.text}</code>
            </p>
            <svg
              className="sync-setup-qr"
              role="img"
              aria-label="QR code of the setup code"
              viewBox={`0 0 ${setupCode.qr.size} ${setupCode.qr.size}`}
              width={setupCode.qr.size * 4}
              height={setupCode.qr.size * 4}
              shapeRendering="crispEdges"
            >
              <rect width={setupCode.qr.size} height={setupCode.qr.size} fill="#fff" />
              <path d={setupCode.qr.path} fill="#000" />
            </svg>
          </>
        ) : (
          <p>Once sync is on, this device shows a code that brings the address, database and user to another one.</p>
        )}
        <div className="field">
          <label htmlFor="sync-paste">Paste a setup code</label>
          <input id="sync-paste" value={pasted} onChange={(e) => setPasted(e.target.value)} />
        </div>
        <button type="button" className="button" onClick={() => void readPasted()}>
          Use this code
        </button>
      </section>
    </section>
  );
}
