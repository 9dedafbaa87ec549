// src/effects/idle.ts: work after the first screen waits for the page's load event and then for an idle period.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadWhenIdle } from '@/effects/idle';

describe('afterLoadWhenIdle', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits for the load event, then for the browser to be idle', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const idle: (() => void)[] = [];
    const task = vi.fn();
    afterLoadWhenIdle(task, (next) => idle.push(next));
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    idle[0]!();
    expect(task).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('load')); // once only
    expect(idle).toHaveLength(1);
  });

  it('on a page that has loaded, waits only for the browser to be idle', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const idle: (() => void)[] = [];
    const task = vi.fn();
    afterLoadWhenIdle(task, (next) => idle.push(next));
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(task).toHaveBeenCalledOnce();
  });
});
