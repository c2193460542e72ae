import { Fragment } from 'react';
import { cn } from '@/lib/cn';

/**
 * An e-mail address that wraps where a reader expects it to (docs/decisions/119): a break opportunity
 * (<wbr>) after the '@' and before each dot, as style guides break addresses, instead of `break-all`
 * cutting mid-word. `overflow-wrap: break-word` remains the last resort for one piece longer than the line.
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const pieces = email.split(/(?<=@)|(?=\.)/);
  return (
    <span className={cn('break-words', className)}>
      {pieces.map((piece, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
