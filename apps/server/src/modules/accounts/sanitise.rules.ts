import sanitizeHtml from 'sanitize-html';

/** The widest the confirmation page content may be (spec §3). */
export const CONFIRMATION_MAX_WIDTH = 256;

const base: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** HTML that reaches customers (email footer, terms of service): no scripts, handlers or styles. */
export function sanitiseContentHtml(html: string): string {
  return sanitizeHtml(html, base);
}

function clampWidth(attribs: Record<string, string>): Record<string, string> {
  const width = Number.parseInt(attribs.width ?? '', 10);
  if (!Number.isFinite(width) || width <= CONFIRMATION_MAX_WIDTH) return attribs;
  const height = Number.parseInt(attribs.height ?? '', 10);
  const scaled = Number.isFinite(height) ? Math.round((height * CONFIRMATION_MAX_WIDTH) / width) : undefined;
  const { height: _h, ...rest } = attribs;
  return { ...rest, width: String(CONFIRMATION_MAX_WIDTH), ...(scaled ? { height: String(scaled) } : {}) };
}

/** Confirmation page content: sanitised, and no image or table wider than 256px. */
export function sanitiseConfirmationHtml(html: string): string {
  return sanitizeHtml(html, {
    ...base,
    allowedAttributes: { ...base.allowedAttributes, table: ['width'], td: ['width'] },
    transformTags: {
      ...base.transformTags,
      img: (tagName, attribs) => ({ tagName, attribs: clampWidth(attribs) }),
      table: (tagName, attribs) => ({ tagName, attribs: clampWidth(attribs) }),
      td: (tagName, attribs) => ({ tagName, attribs: clampWidth(attribs) }),
    },
  });
}

/** Custom CSS may not close its <style> element or pull in script through old IE tricks. */
export function sanitiseCss(css: string): string {
  return css
    .replace(/<\/?style[^>]*>/gi, '')
    .replace(/<!--|-->/g, '')
    .replace(/expression\s*\(/gi, '')
    .replace(/javascript:/gi, '');
}
