// The app's own hash router (decision 0078): path matching, the URL hash as the location, links (plain clicks navigate,
// modified clicks are left to the browser), the active menu link, navigation state, search and path parameters.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  HashRouter, Link, MemoryRouter, NavLink, Route, Routes, matchPath, parsePath, resolveTo, useLocation, useNavigate,
  useParams, useSearchParams,
} from '@/components/hashRouter';

function Where() {
  const location = useLocation();
  const [params] = useSearchParams();
  return <output data-testid="where">{`${location.pathname}|${location.search}|${location.hash}|${String(location.state)}|${params.get('then') ?? ''}`}</output>;
}

function ClientId() {
  return <p>client {useParams().id}</p>;
}

function Table() {
  return (
    <Routes>
      <Route path="/" element={<p>home</p>} />
      <Route path="*" element={<p>not found</p>} />
      <Route path="/clients" element={<p>clients</p>} />
      <Route path="/clients/:id" element={<ClientId />} />
    </Routes>
  );
}

describe('parsePath, resolveTo and matchPath', () => {
  it('splits a path into pathname, search and hash', () => {
    expect(parsePath('/categories?x=1#pushups')).toEqual({ pathname: '/categories', search: '?x=1', hash: '#pushups' });
    expect(parsePath('/parq')).toEqual({ pathname: '/parq', search: '', hash: '' });
    expect(parsePath('')).toEqual({ pathname: '/', search: '', hash: '' });
    expect(parsePath('main')).toEqual({ pathname: '/main', search: '', hash: '' });
  });

  it('resolves a hash-only target against the current path and keeps absolute strings', () => {
    expect(resolveTo({ hash: '#vo2max' }, { pathname: '/categories', search: '?a=1' })).toBe('/categories?a=1#vo2max');
    expect(resolveTo('/parq?then=%2Fx', { pathname: '/categories', search: '' })).toBe('/parq?then=%2Fx');
    expect(resolveTo({ pathname: '/parq' }, { pathname: '/categories', search: '?a=1' })).toBe('/parq');
  });

  it('matches static segments without case, a trailing slash, :params and * (and nothing else)', () => {
    expect(matchPath('/step-test/instructions', '/Step-Test/instructions/')).toEqual({});
    expect(matchPath('/clients/:id', '/clients/a%20b')).toEqual({ id: 'a b' });
    expect(matchPath('/clients/:id', '/clients')).toBeNull();
    expect(matchPath('/clients', '/clients/7')).toBeNull();
    expect(matchPath('*', '/anything/at/all')).toEqual({});
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/', '/parq')).toBeNull();
  });
});

describe('<Routes> in a <MemoryRouter>', () => {
  it.each([
    ['/', 'home'], ['/clients', 'clients'], ['/clients/42', 'client 42'], ['/nowhere', 'not found'],
  ])('%s shows "%s" ("*" only when no other route matches, wherever it is in the table)', (path, text) => {
    render(<MemoryRouter initialEntries={[path]}><Table /></MemoryRouter>);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('a plain click on a link navigates with its state; the location shows search and state', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/parq?then=%2Fsessions" state="from-home">Go</Link>
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Go' })).toHaveAttribute('href', '/parq?then=%2Fsessions'); // in memory: the path
    fireEvent.click(screen.getByRole('link', { name: 'Go' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/parq|?then=%2Fsessions||from-home|/sessions');
  });

  it('leaves a modified click (new tab) and a click the caller prevented to the browser', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/parq">New tab</Link>
        <Link to="/clients" onClick={(event) => event.preventDefault()}>Prevented</Link>
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'New tab' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Prevented' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/\|/);
  });

  it('marks the menu link of the current path and the paths below it, no other', () => {
    render(
      <MemoryRouter initialEntries={['/clients/7']}>
        <NavLink to="/clients" className="menu">Clients</NavLink>
        <NavLink to="/client">Client</NavLink>
      </MemoryRouter>,
    );
    const clients = screen.getByRole('link', { name: 'Clients' });
    expect(clients).toHaveAttribute('aria-current', 'page');
    expect(clients).toHaveClass('menu', 'active');
    expect(screen.getByRole('link', { name: 'Client' })).not.toHaveAttribute('aria-current');
  });

  it('useNavigate goes to a path and can replace it', () => {
    let navigate: ReturnType<typeof useNavigate> = () => {};
    function Grab() {
      navigate = useNavigate();
      return null;
    }
    render(<MemoryRouter><Grab /><Where /></MemoryRouter>);
    act(() => navigate('/pushups/results', { state: 42 }));
    expect(screen.getByTestId('where')).toHaveTextContent('/pushups/results|||42|');
    act(() => navigate('/parq', { replace: true }));
    expect(screen.getByTestId('where')).toHaveTextContent('/parq|||null|');
  });
});

describe('<HashRouter>: the location is the URL hash', () => {
  afterEach(() => window.history.replaceState(null, '', '#/'));

  it('reads the hash, writes it on navigation, keeps state in history, and follows the back button', () => {
    window.history.replaceState(null, '', '#/categories#vo2max');
    render(
      <HashRouter>
        <Link to="/parq" state={{ from: 'test' }}>PAR-Q</Link>
        <Where />
      </HashRouter>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/categories||#vo2max|null|');
    expect(screen.getByRole('link', { name: 'PAR-Q' })).toHaveAttribute('href', '#/parq');
    fireEvent.click(screen.getByRole('link', { name: 'PAR-Q' }));
    expect(window.location.hash).toBe('#/parq');
    expect(screen.getByTestId('where')).toHaveTextContent('/parq|||[object Object]|');

    act(() => {
      window.history.replaceState(null, '', '#/clients');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/clients|||null|');
  });

  it('follows a hash typed into the address bar (hashchange)', () => {
    render(<HashRouter><Where /></HashRouter>);
    act(() => {
      window.history.replaceState(null, '', '#/sessions?page=2');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/sessions|?page=2||null|');
  });
});

describe('outside a router', () => {
  it('a hook says where it belongs', () => {
    expect(() => render(<Where />)).toThrow('useLocation() may be used only inside a <HashRouter> or <MemoryRouter>');
  });
});
