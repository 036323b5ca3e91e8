import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type ValuePlanCode = Extract<ErrorCode, `admin.value_plan_${string}`>;

const english = {
  'admin.value_plan_not_found': 'Value plan not found.',
  'admin.value_plan_duplicate': 'A value plan with this name already exists.',
  'admin.value_plan_text_required': 'Enter the text this plan prints in place of the price.',
  'admin.value_plan_price_type_unknown': 'One of the chosen price types does not exist in this account.',
  'admin.value_plan_price_type_taken':
    'One of the chosen price types already belongs to another value plan. Remove it there first.',
} as const satisfies Record<ValuePlanCode, string>;

/** Messages of the value plan codes (account settings → ticket template), per locale. */
export const valuePlanErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'admin.value_plan_not_found': 'Plan de valor no encontrado.',
    'admin.value_plan_duplicate': 'Ya existe un plan de valor con este nombre.',
    'admin.value_plan_text_required': 'Introduce el texto que este plan imprime en lugar del precio.',
    'admin.value_plan_price_type_unknown': 'Uno de los tipos de precio elegidos no existe en esta cuenta.',
    'admin.value_plan_price_type_taken':
      'Uno de los tipos de precio elegidos ya pertenece a otro plan de valor. Quítalo de allí primero.',
  },
  fr: {
    'admin.value_plan_not_found': 'Plan de valeur introuvable.',
    'admin.value_plan_duplicate': 'Un plan de valeur portant ce nom existe déjà.',
    'admin.value_plan_text_required': 'Saisissez le texte que ce plan imprime à la place du prix.',
    'admin.value_plan_price_type_unknown': 'L’un des types de tarif choisis n’existe pas dans ce compte.',
    'admin.value_plan_price_type_taken':
      'L’un des types de tarif choisis appartient déjà à un autre plan de valeur. Retirez-le d’abord de celui-ci.',
  },
} as const satisfies Record<ShippedLocale, Record<ValuePlanCode, string>>;
