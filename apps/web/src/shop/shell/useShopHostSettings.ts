import { useEffect } from 'react';

/**
 * The host name's settings (decisions/0062): its custom CSS on every shop page, and, when the
 * host name redirects to the account's default one, the same page there.
 */
export function useShopHostSettings(
  host: { customCss: string; redirectToHostName: string | null } | undefined,
) {
  const css = host?.customCss ?? '';
  const redirectTo = host?.redirectToHostName ?? null;
  useEffect(() => {
    if (!redirectTo) return;
    const target = new URL(window.location.href);
    target.hostname = redirectTo;
    window.location.replace(target.toString());
  }, [redirectTo]);
  useEffect(() => {
    if (!css.trim()) return;
    const style = document.createElement('style');
    style.dataset.shopCustomCss = '';
    // Text, not markup: the CSS cannot close the element (and was cleaned when saved).
    style.textContent = css;
    document.head.append(style);
    return () => style.remove();
  }, [css]);
}
