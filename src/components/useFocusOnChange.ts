// Moves the keyboard focus to the element holding the returned ref whenever `key` changes after the first render
// (a timer screen replaces the button just pressed: Start → Cancel → 'Click To Enter Your Results'). Nothing is
// focused on the first render, so opening a screen never steals the focus.
import { useEffect, useRef } from 'react';

export function useFocusOnChange<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    ref.current?.focus();
  }, [key]);
  return ref;
}
