/**
 * The part of Stripe.js's browser interface this app calls (decisions/0089): the Payment Element
 * and the "finalize payments on the server" flow. Stripe.js is loaded from the address the
 * server names (STRIPE_JS_URL), the one script origin the page's Content-Security-Policy allows
 * besides the app's own.
 */
export interface StripeError {
  type: string;
  code?: string;
  message?: string;
}

export interface StripePaymentElementApi {
  mount(target: HTMLElement): void;
  destroy(): void;
}

export interface StripeElementsApi {
  create(type: 'payment', options?: Record<string, unknown>): StripePaymentElementApi;
  submit(): Promise<{ error?: StripeError }>;
}

export interface StripeApi {
  elements(options: Record<string, unknown>): StripeElementsApi;
  createPaymentMethod(options: {
    elements: StripeElementsApi;
  }): Promise<{ paymentMethod?: { id: string }; error?: StripeError }>;
  handleNextAction(options: { clientSecret: string }): Promise<{
    paymentIntent?: { id: string; status: string };
    /** A SetupIntent's client secret (a card being saved) answers the SetupIntent. */
    setupIntent?: { id: string; status: string };
    error?: StripeError;
  }>;
}

type StripeConstructor = (publishableKey: string, options?: Record<string, unknown>) => StripeApi;

declare global {
  interface Window {
    Stripe?: StripeConstructor;
  }
}

const loading = new Map<string, Promise<StripeConstructor>>();

/** Loads Stripe.js from this address once per page; answers its `Stripe` function. */
export function loadStripeJs(scriptUrl: string): Promise<StripeConstructor> {
  const known = loading.get(scriptUrl);
  if (known) return known;
  const promise = new Promise<StripeConstructor>((resolve, reject) => {
    if (window.Stripe) {
      resolve(window.Stripe);
      return;
    }
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () =>
      window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not load'));
    script.onerror = () => {
      loading.delete(scriptUrl);
      script.remove();
      reject(new Error('Stripe.js could not be loaded'));
    };
    document.head.append(script);
  });
  loading.set(scriptUrl, promise);
  return promise;
}
