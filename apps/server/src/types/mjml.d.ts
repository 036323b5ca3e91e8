// MJML 5 (whose mjml2html answers a promise) ships no type declarations; this is the part of its API the mail layout uses.
declare module 'mjml' {
  interface MjmlError {
    line: number;
    message: string;
    tagName: string;
    formattedMessage: string;
  }
  interface MjmlOptions {
    validationLevel?: 'strict' | 'soft' | 'skip';
    keepComments?: boolean;
    /** Web fonts MJML links when a font-family names one (default: Open Sans, Roboto and others). */
    fonts?: Record<string, string>;
  }
  export default function mjml2html(
    source: string,
    options?: MjmlOptions,
  ): Promise<{ html: string; errors: MjmlError[] }>;
}
