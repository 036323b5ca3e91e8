import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type AccountCreditCode = Extract<ErrorCode, `${string}.account_credit_${string}`>;

const english = {
  'purchase.account_credit_insufficient':
    'The customer’s account credit is {balance}, which does not cover {amount}.',
  'purchase.account_credit_no_customer':
    'This order has no customer: account credit belongs to a customer. Choose a customer first.',
  'purchase.account_credit_exceeds_total': 'Account credit can pay at most the order total.',
  'admin.account_credit_below_zero':
    'This adjustment would take the balance below zero: the balance is {balance}.',
} as const satisfies Record<AccountCreditCode, string>;

/** Messages of the account credit codes (decisions/0087), per locale. */
export const accountCreditErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'purchase.account_credit_insufficient': 'El saldo a cuenta del cliente es {balance} y no cubre {amount}.',
    'purchase.account_credit_no_customer':
      'Este pedido no tiene cliente: el saldo a cuenta pertenece a un cliente. Elige un cliente primero.',
    'purchase.account_credit_exceeds_total': 'El saldo a cuenta puede pagar como máximo el total del pedido.',
    'admin.account_credit_below_zero':
      'Este ajuste dejaría el saldo por debajo de cero: el saldo es {balance}.',
  },
  fr: {
    'purchase.account_credit_insufficient':
      'L’avoir du client est de {balance}, ce qui ne couvre pas {amount}.',
    'purchase.account_credit_no_customer':
      'Cette commande n’a pas de client : l’avoir appartient à un client. Choisissez d’abord un client.',
    'purchase.account_credit_exceeds_total': 'L’avoir peut payer au plus le total de la commande.',
    'admin.account_credit_below_zero':
      'Cet ajustement rendrait le solde négatif : le solde est de {balance}.',
  },
} as const satisfies Record<ShippedLocale, Record<AccountCreditCode, string>>;
