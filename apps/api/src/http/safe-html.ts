/**
 * Markdown as the HTML a page shows, made safe on the server: markdown-it renders it (a forum post with
 * raw HTML off, so a `<script>` typed in it stays text; a news body with the safe subset of HTML its
 * writer may use), and sanitize-html then keeps only the tags and attributes of ordinary formatting, with
 * links to http, https and mailto only, opened as external links. Whatever the renderer lets through, no
 * script, event handler, style or frame survives.
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true });
const markdownWithHtml = new MarkdownIt({ html: true, linkify: true, breaks: true });

const SAFE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    's',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // headings of a text sit under its page's own heading
  transformTags: {
    h1: 'h3',
    h2: 'h4',
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

/** A forum post's Markdown as sanitized HTML (HTML in it is shown as text). */
export function postHtml(text: string): string {
  return sanitizeHtml(markdown.render(text), SAFE);
}

/** A news body (Markdown with HTML of the safe subset) as sanitized HTML. */
export function articleHtml(text: string): string {
  return sanitizeHtml(markdownWithHtml.render(text), SAFE);
}
