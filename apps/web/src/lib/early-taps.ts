/**
 * Taps on a server-rendered page before React has taken it over (docs/decisions/135, "Early taps").
 * The page is readable and its links work before hydration, but its buttons (a legal section, a size
 * chip) do nothing until React has attached their handlers; on a slow phone that is seconds, and a tap
 * there was lost. From when this runs until `replay()`, a tap on a button inside `root` is held
 * (its default prevented; nothing else sees it), then `replay()` clicks the held buttons again, in
 * order, once React listens: React hydrates the tapped part first and runs its handler.
 *
 * A submit button of a form is left alone: the form submits without JavaScript, as it would anyway.
 */
export function holdEarlyTaps(root: HTMLElement): { replay: () => void; drop: () => void } {
  const held: HTMLButtonElement[] = [];
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button) || button.disabled || (button.type === 'submit' && button.form)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
  };
  document.addEventListener('click', onClick, true);
  // Says so on the root while it holds (a test waits for it).
  root.dataset.earlyTaps = 'held';
  const stop = () => {
    document.removeEventListener('click', onClick, true);
    delete root.dataset.earlyTaps;
  };
  return {
    replay() {
      stop();
      for (const button of held.splice(0)) if (button.isConnected) button.click();
    },
    /** Stops holding and forgets the held taps (the page is rendered anew, not taken over). */
    drop() {
      stop();
      held.length = 0;
    },
  };
}
