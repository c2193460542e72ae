import { useEffect, useState } from 'react';

/** Spec 02 §9: the typing animation types 180 ms per character. */
const TYPING_MS_PER_CHAR = 180;

/**
 * Types `text` one character at a time (spec 02 §2 Home). Screen readers get the whole word at once;
 * with reduced motion the word appears whole.
 */
export function TypingText({ text, className }: { text: string; className?: string }) {
  const [shown, setShown] = useState(() => (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? text.length : 0));
  useEffect(() => {
    if (shown >= text.length) return;
    const timer = setTimeout(() => setShown((n) => n + 1), TYPING_MS_PER_CHAR);
    return () => clearTimeout(timer);
  }, [shown, text.length]);
  return (
    <span className={className}>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true">
        {text.slice(0, shown)}
        {shown < text.length ? <span className="animate-pulse font-sans font-light not-italic">|</span> : null}
      </span>
    </span>
  );
}
