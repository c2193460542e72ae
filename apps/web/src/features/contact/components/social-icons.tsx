import { Svg, type IconProps } from '@/components/icons';

/*
 * The social networks' marks, drawn by the footer and the contact page. Kept here, not in
 * components/icons.tsx, so that they load with those chunks instead of the entry chunk (which holds
 * components/icons.tsx for the header; docs/decisions/060, "First load, 2026-11-29").
 */
export const Facebook = (p: IconProps) => (
  <Svg {...p} fill="currentColor" stroke="none">
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1Z" />
  </Svg>
);
export const Twitter = (p: IconProps) => (
  <Svg {...p} fill="currentColor" stroke="none">
    <path d="M17.7 3.5h3l-6.6 7.6 7.8 10.4h-6.1l-4.8-6.3-5.5 6.3h-3l7.1-8.1L2.1 3.5h6.2l4.3 5.7 5.1-5.7Zm-1 16.2h1.7L7.4 5.2H5.6l11.1 14.5Z" />
  </Svg>
);
export const Instagram = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
  </Svg>
);
export const Linkedin = (p: IconProps) => (
  <Svg {...p} fill="currentColor" stroke="none">
    <path d="M4.5 9h3v11h-3V9Zm1.5-5a1.8 1.8 0 1 1 0 3.6A1.8 1.8 0 0 1 6 4Zm4 5h2.9v1.5h.1c.4-.8 1.4-1.7 3-1.7 3.1 0 3.7 2 3.7 4.7V20h-3v-5.3c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V20h-3V9Z" />
  </Svg>
);
