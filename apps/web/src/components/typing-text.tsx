import { useEffect, useState } from 'react';
import { useReducedMotion } from '@/lib/use-reduced-motion';

/** Spec 02 §9: the typing animation types 180 ms per character. */
const TYPING_MS_PER_CHAR = 180;

/**
 * Types `text` one character at a time (spec 02 §2 Home). Screen readers get the whole word at once;
 * with reduced motion, or without JavaScript, the word appears whole.
 */
export function TypingText({ text, className }: { text: string; className?: string }) {
  // Starts empty on the server and in the browser alike (the markup is hydrated; docs/decisions/135).
  const [typed, setTyped] = useState(0);
  const shown = useReducedMotion() ? text.length : typed;
  useEffect(() => {
    if (shown >= text.length) return;
    const timer = setTimeout(() => setTyped((n) => n + 1), TYPING_MS_PER_CHAR);
    return () => clearTimeout(timer);
  }, [shown, text.length]);
  return (
    <span className={className}>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true">
        {text.slice(0, shown)}
        {/* Without JavaScript nothing types: the word is there whole. */}
        {shown === 0 ? <noscript>{text}</noscript> : null}
        {shown < text.length ? <span className="animate-pulse font-sans font-light not-italic">|</span> : null}
      </span>
    </span>
  );
}
