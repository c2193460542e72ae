import sanitizeHtml from 'sanitize-html';

/**
 * What stored rich text (help center, terms, legal) may contain: text formatting, lists, headings,
 * quotes and links to http(s), mailto and tel. No scripts, event handlers, styles, frames, forms,
 * images or SVG; links get rel="noopener noreferrer nofollow".
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre', 'hr', 'span'],
  // rel is always the transform's value below (it overwrites any rel in the input).
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
};

/** Sanitises stored HTML with sanitize-html (the maintained sanitiser DESIGN.md names). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
