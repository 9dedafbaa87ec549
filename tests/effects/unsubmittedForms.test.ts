// watchUnsubmittedForms: a form in main starts holding at its first entry and stops when submitted, reset or removed.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { watchUnsubmittedForms } from '@/effects/unsubmittedForms';

afterEach(() => {
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML =
    '<header><form id="search"><input id="q"></form></header>' +
    '<main><form id="a"><input id="a1"><input id="a2"></form><form id="b"><select id="b1"><option>1</option><option>2</option></select></form></main>';
  const events: string[] = [];
  const stop = watchUnsubmittedForms(document, {
    onStarted: () => events.push('started'),
    onEnded: () => events.push('ended'),
  });
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { events, stop, byId };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0)); // MutationObserver callbacks are microtasks

describe('watchUnsubmittedForms', () => {
  it('counts a form once however many entries it gets, and ends it on submit or reset', () => {
    const { events, byId } = page();
    fireEvent.input(byId('a1'), { target: { value: '8' } });
    fireEvent.input(byId('a2'), { target: { value: '9' } });
    fireEvent.change(byId('b1'), { target: { value: '2' } });
    expect(events).toEqual(['started', 'started']);
    fireEvent.submit(byId('a'));
    fireEvent.reset(byId('b'));
    expect(events).toEqual(['started', 'started', 'ended', 'ended']);
  });

  it('ignores forms outside main (the header) and ends a form whose screen is gone', async () => {
    const { events, byId } = page();
    fireEvent.input(byId('q'), { target: { value: 'x' } });
    expect(events).toEqual([]);
    fireEvent.input(byId('a1'), { target: { value: '8' } });
    byId('a').remove();
    await settle();
    expect(events).toEqual(['started', 'ended']);
  });

  it('stopping the watch ends what it held and hears nothing after', () => {
    const { events, byId, stop } = page();
    fireEvent.input(byId('a1'), { target: { value: '8' } });
    stop();
    fireEvent.input(byId('a2'), { target: { value: '9' } });
    expect(events).toEqual(['started', 'ended']);
  });
});
