import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ShippedLocale } from '@tessera/domain';

/** One chunk of the web build's manifest (`dist/.vite/manifest.json`, Vite's `build.manifest`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The shop pages a buyer most often opens first, by path, and the module that draws each
 * (`apps/web/src/shop/ShopApp.tsx`'s routes). Any other shop path names the shop's shell only.
 */
const shopPages: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/shop\/?$/, 'src/shop/home/ShopHomePage.tsx'],
  [/^\/shop\/tickets\/series\/[^/]+(\/[^/]+)?\/?$/, 'src/shop/buy/SeriesPage.tsx'],
  [/^\/shop\/checkout\/basket\/?$/, 'src/shop/buy/BasketPage.tsx'],
];

/** What every shop page loads after the entry: the app's start, the shop's shell. */
const shopShell = ['src/app/start.tsx', 'src/shop/ShopApp.tsx'];

/**
 * The HTML of a page with its chunks named up front (decisions/0121). The web app loads its
 * start, the shop's shell, the page and the locale's texts one after another, each found only
 * once the one before has run: on a phone 150 ms away that is a round trip per step. Named as
 * `modulepreload` and `preload` links in the HTML, the browser fetches them all at once while
 * the entry runs; the app then finds them in its cache. The locale is the one the browser's
 * languages pick, as the app's own choice does for a new visitor (a language chosen in the
 * switcher, kept in the browser, may differ: its texts then load as before).
 */
export class PageHtml {
  private readonly cache = new Map<string, string>();

  private constructor(
    private readonly html: string,
    private readonly manifest: Manifest | null,
  ) {}

  /** Reads the built index.html and manifest (null when the web app is not built). */
  static load(dir: string): PageHtml | null {
    const index = join(dir, 'index.html');
    if (!existsSync(index)) return null;
    const manifestPath = join(dir, '.vite', 'manifest.json');
    const manifest = existsSync(manifestPath)
      ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
      : null;
    return new PageHtml(readFileSync(index, 'utf8'), manifest);
  }

  /** The HTML for this page path in this locale. */
  for(path: string, locale: ShippedLocale): string {
    if (!this.manifest || !path.startsWith('/shop')) return this.html;
    const page = shopPages.find(([pattern]) => pattern.test(path))?.[1];
    const key = `${page ?? ''}|${locale}`;
    let html = this.cache.get(key);
    if (!html) {
      html = this.withLinks([
        ...shopShell,
        ...(page ? [page] : []),
        `virtual:shop-messages/${locale}`,
        `virtual:error-messages/${locale}`,
      ]);
      this.cache.set(key, html);
    }
    return html;
  }

  private withLinks(modules: string[]): string {
    const manifest = this.manifest ?? {};
    const scripts = new Set<string>();
    const styles = new Set<string>();
    // The entry and its imports are in the HTML already.
    const inHtml = new Set<string>();
    const walk = (key: string, into: Set<string>) => {
      const chunk = manifest[key];
      if (!chunk || into.has(chunk.file)) return;
      into.add(chunk.file);
      if (into === scripts) for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) walk(imported, into);
    };
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, inHtml);
    for (const module of modules) walk(module, scripts);
    const links = [
      ...[...styles].map((file) => `<link rel="preload" as="style" crossorigin href="/${file}" />`),
      ...[...scripts]
        .filter((file) => !inHtml.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    ];
    return this.html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
  }
}
