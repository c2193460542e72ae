import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { buttonClass } from './button';

/** A page that later issues fill in: its heading and one line (or only the heading). */
export function PlaceholderPage({ title, children = 'This page is coming soon.', headingOnly = false }: { title: string; children?: ReactNode; headingOnly?: boolean }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-20">
      <h1 className="text-4xl sm:text-5xl">{title}</h1>
      {headingOnly ? null : (
        <>
          <p className="mt-4 text-lg text-ink-600">{children}</p>
          <Link to="/store" className={buttonClass('dark', 'md', 'mt-8')}>
            Visit the store
          </Link>
        </>
      )}
    </div>
  );
}
