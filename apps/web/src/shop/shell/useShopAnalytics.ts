import { useEffect } from 'react';

const tagSource = 'https://www.googletagmanager.com/gtag/js';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Loads Google's tag once for each analytics id the venue set (decisions/0062): the classic id
 * and the GA4 id are both configured on the one tag. Shop pages only; the server's content
 * security policy lets the shop, and only the shop, load the tag.
 */
export function useShopAnalytics(ids: readonly string[]) {
  const key = ids.filter((id) => id.trim() !== '').join(' ');
  useEffect(() => {
    const wanted = key.split(' ').filter(Boolean);
    if (wanted.length === 0) return;
    window.dataLayer = window.dataLayer ?? [];
    const layer = window.dataLayer;
    // gtag() pushes its `arguments` object, which the tag reads; an array is not the same.
    function gtag(..._args: unknown[]) {
      // biome-ignore lint/complexity/noArguments: Google's tag reads the arguments object itself.
      layer.push(arguments);
    }
    if (!document.querySelector(`script[src^="${tagSource}"]`)) {
      const script = document.createElement('script');
      script.async = true;
      script.src = `${tagSource}?id=${encodeURIComponent(wanted[0]!)}`;
      script.dataset.shopAnalytics = '';
      document.head.append(script);
      gtag('js', new Date());
    }
    for (const id of wanted) gtag('config', id);
  }, [key]);
}
