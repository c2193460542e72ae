import { Svg, type IconProps } from '@/components/icons';

/*
 * Icons only the contact page draws. Kept here, not in components/icons.tsx, so that they load with
 * the contact chunk instead of the entry chunk (which holds components/icons.tsx for the header).
 */
export const Whatsapp = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 20l1.3-3.9A8.3 8.3 0 1 1 8 18.8L4 20Z" />
    <path d="M9 8.5c0 3.3 3.2 6.5 6.5 6.5l1.2-1.4-1.9-1-1 .8c-1.2-.5-2.2-1.5-2.7-2.7l.8-1-1-1.9L9 8.5Z" fill="currentColor" stroke="none" />
  </Svg>
);
export const Mail = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </Svg>
);
export const Phone = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
  </Svg>
);
export const MapPin = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Svg>
);
export const Clock = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Svg>
);
