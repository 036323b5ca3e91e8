// A STAND-IN for Stripe.js (https://js.stripe.com/v3/), served by the local Stripe-compatible
// server to browser tests, which cannot load Stripe's own script (decisions/0089). It answers
// the part of Stripe.js's browser interface the shop and the box office call, with the same
// names and result shapes: Stripe(publishableKey), stripe.elements(options),
// elements.create('payment'), element.mount/unmount/destroy/on, elements.submit(),
// stripe.createPaymentMethod({ elements }), stripe.handleNextAction({ clientSecret }) (a
// PaymentIntent's or a SetupIntent's) and
// stripe.retrievePaymentIntent(clientSecret). It talks to the local server it was loaded from,
// with the publishable key, as Stripe.js talks to api.stripe.com. Unlike Stripe's, its card
// fields are plain inputs in the page rather than Stripe's own frame, and the bank's 3-D Secure
// step is a dialog in the page with the two buttons of Stripe's test authentication page.
(() => {
  const script = document.currentScript;
  const api = new URL(script ? script.src : location.href).origin;

  const form = (values) => new URLSearchParams(values).toString();

  async function call(key, method, path, values) {
    const res = await fetch(`${api}${path}${method === 'GET' && values ? `?${form(values)}` : ''}`, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: method === 'POST' ? form(values ?? {}) : undefined,
    });
    const body = await res.json();
    return res.ok ? { body } : { error: body.error };
  }

  function field(label, name, autocomplete, inputmode) {
    const wrap = document.createElement('label');
    wrap.style.display = 'flex';
    wrap.style.flexDirection = 'column';
    wrap.style.gap = '4px';
    wrap.style.fontSize = '14px';
    wrap.style.flex = name === 'number' ? '1 1 100%' : '1 1 120px';
    const text = document.createElement('span');
    text.textContent = label;
    const input = document.createElement('input');
    input.name = name;
    input.autocomplete = autocomplete;
    input.inputMode = inputmode;
    input.style.padding = '8px';
    input.style.border = '1px solid #868e96';
    input.style.borderRadius = '4px';
    input.style.font = 'inherit';
    wrap.append(text, input);
    return { wrap, input };
  }

  function paymentElement() {
    const number = field('Card number', 'number', 'cc-number', 'numeric');
    const expiry = field('Expiration date (MM / YY)', 'expiry', 'cc-exp', 'numeric');
    const cvc = field('Security code', 'cvc', 'cc-csc', 'numeric');
    const root = document.createElement('div');
    root.dataset.stripeStandIn = 'payment';
    root.style.display = 'flex';
    root.style.flexWrap = 'wrap';
    root.style.gap = '12px';
    root.append(number.wrap, expiry.wrap, cvc.wrap);
    const listeners = {};
    return {
      mount(target) {
        const at = typeof target === 'string' ? document.querySelector(target) : target;
        at.append(root);
        for (const fn of listeners.ready ?? []) setTimeout(() => fn({ elementType: 'payment' }));
      },
      unmount() {
        root.remove();
      },
      destroy() {
        root.remove();
      },
      on(event, handler) {
        listeners[event] = [...(listeners[event] ?? []), handler];
        return this;
      },
      focus() {
        number.input.focus();
      },
      /** What the stand-in's card fields hold (Stripe keeps this inside its frame). */
      _card() {
        const [month, year] = expiry.input.value.split('/').map((p) => p.trim());
        return {
          number: number.input.value.replace(/\s/g, ''),
          exp_month: month ?? '',
          exp_year: year && year.length === 2 ? `20${year}` : (year ?? ''),
          cvc: cvc.input.value.trim(),
        };
      },
    };
  }

  function authenticationDialog() {
    return new Promise((resolve) => {
      const dialog = document.createElement('dialog');
      dialog.setAttribute('aria-label', '3D Secure test payment page');
      const title = document.createElement('h2');
      title.textContent = '3D Secure test payment page';
      const note = document.createElement('p');
      note.textContent = 'Your bank asks you to confirm this payment.';
      const pass = document.createElement('button');
      pass.type = 'button';
      pass.textContent = 'Complete authentication';
      const failIt = document.createElement('button');
      failIt.type = 'button';
      failIt.textContent = 'Fail authentication';
      const done = (outcome) => {
        dialog.close();
        dialog.remove();
        resolve(outcome);
      };
      pass.onclick = () => done('succeed');
      failIt.onclick = () => done('fail');
      dialog.append(title, note, pass, failIt);
      document.body.append(dialog);
      dialog.showModal();
    });
  }

  window.Stripe = function Stripe(publishableKey) {
    if (!/^pk_/.test(String(publishableKey))) throw new Error('Stripe(): a publishable key is needed');
    return {
      elements(options = {}) {
        const created = [];
        return {
          options,
          create(type) {
            if (type !== 'payment') throw new Error(`the stand-in has no ${type} element`);
            const element = paymentElement();
            created.push(element);
            return element;
          },
          getElement(type) {
            return type === 'payment' ? (created[0] ?? null) : null;
          },
          async submit() {
            const card = created[0]?._card();
            if (!card?.number || !card.exp_month || !card.exp_year || !card.cvc)
              return {
                error: {
                  type: 'validation_error',
                  code: 'incomplete_number',
                  message: 'Your card number is incomplete.',
                },
              };
            return {};
          },
          _card() {
            return created[0]?._card();
          },
        };
      },

      async createPaymentMethod({ elements }) {
        const card = elements._card();
        const { body, error } = await call(publishableKey, 'POST', '/v1/payment_methods', {
          type: 'card',
          'card[number]': card.number,
          'card[exp_month]': card.exp_month,
          'card[exp_year]': card.exp_year,
          'card[cvc]': card.cvc,
        });
        return error ? { error } : { paymentMethod: body };
      },

      async retrievePaymentIntent(clientSecret) {
        const id = clientSecret.split('_secret_')[0];
        const { body, error } = await call(publishableKey, 'GET', `/v1/payment_intents/${id}`, {
          client_secret: clientSecret,
        });
        return error ? { error } : { paymentIntent: body };
      },

      async handleNextAction({ clientSecret }) {
        const id = clientSecret.split('_secret_')[0];
        // A SetupIntent's secret (a card being saved) answers `setupIntent`, as Stripe.js does.
        const setup = id.startsWith('seti_');
        const outcome = await authenticationDialog();
        const { body, error } = await call(
          publishableKey,
          'POST',
          `/v1/${setup ? 'setup_intents' : 'payment_intents'}/${id}/authenticate`,
          { client_secret: clientSecret, outcome },
        );
        if (error) return { error };
        const failed = setup ? body.last_setup_error : body.last_payment_error;
        if (failed && body.status === 'requires_payment_method')
          return { error: { ...failed, [setup ? 'setup_intent' : 'payment_intent']: body } };
        return setup ? { setupIntent: body } : { paymentIntent: body };
      },
    };
  };
})();
