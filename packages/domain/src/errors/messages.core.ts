import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

/**
 * The messages of the codes no area's own table holds: the common answers, sign-in and
 * identity, and the first settings of templates, pricing and products. The areas' tables
 * (`messages.<area>.ts`) hold the rest; `messages.ts` puts them together per locale.
 */
type CoreCode = keyof typeof english;

const english = {
  'common.validation_failed': 'Some fields need your attention.',
  'common.bad_request': 'The request could not be understood.',
  'common.not_found': 'Page not found',
  'common.method_not_allowed': 'This action is not available here.',
  'common.payload_too_large': 'The request is too large.',
  'common.rate_limited': 'Too many requests. Please wait a moment and try again.',
  'common.internal': 'We’re sorry, something went wrong on our side.',
  'common.unavailable': 'We’re briefly unavailable. Please try again in a moment.',
  'common.origin_forbidden':
    'This request came from another website and was refused. Open this site directly and try again.',
  'common.webhook_signature_invalid': 'The notification’s signature could not be verified.',
  'auth.unauthenticated': 'Please sign in to continue.',
  'auth.invalid_credentials': 'Unable to login with this email and password.',
  'auth.too_many_attempts': 'Too many sign-in attempts. Please wait a few minutes and try again.',
  'auth.permission_denied':
    'Permission denied. You do not have the appropriate level of access to view this page.',
  'auth.account_locked':
    'Sign-in is locked for a few minutes after too many failed attempts. Try again later, or reset your password.',
  'auth.two_factor_required': 'Enter the code from your authenticator app.',
  'auth.two_factor_invalid':
    'That code is not valid. Codes work once and change every 30 seconds; enter the current one.',
  'auth.two_factor_setup_required': 'Set up two-factor authentication to continue.',
  'auth.two_factor_not_started': 'Start the two-factor setup again: scan the QR code first.',
  'auth.reset_token_invalid':
    'Reset password error: this link may have been used already or has expired. Please request a new one.',
  'auth.email_taken': 'This email has already been registered.',
  'auth.invitation_already_accepted': 'This user has already accepted the invitation.',
  'auth.cannot_impersonate': 'You cannot log in as this user.',
  'auth.not_impersonating': 'You are not logged in as another user.',
  'auth.cannot_change_own_access': 'You cannot change your own role, group or access.',
  'auth.user_out_of_reach': 'You cannot do this for a user with more access than you have.',
  'admin.user_group_name_taken': 'A user group with this name already exists.',
  'admin.user_group_renewals_need_season_packages':
    'Accessible seating permission for renewals needs season package management permission.',
  'admin.user_group_scope_needs_ids': 'Choose at least one event template or venue.',
  'admin.user_group_in_use': 'Unable to update user group: active users still belong to it.',
  'admin.user_group_archived': 'This user group is archived. Choose another one.',
  'admin.api_key_create_failed': 'Unable to create API Key.',
  'admin.hostname_taken': 'This host name is already in use.',
  'admin.hostname_default_required': 'An account needs one default host name.',
  'admin.image_type_invalid': 'Image type must be one of the allowed types: {types}.',
  'admin.image_size_invalid': 'The image must be {size}.',
  'admin.mail_send_failed': 'Error sending e-mail.',
  'admin.event_template_not_found': 'Could not find Event Template with ID {id}.',
  'admin.event_template_archived': 'This event template is archived and can no longer be changed.',
  'admin.event_period_invalid': 'Event period {period}: the start date must be before the end date.',
  'admin.event_period_overlap': 'Event period {period} overlaps event period {other}.',
  'admin.availability_required': 'High and Low Availability must both be filled.',
  'admin.availability_high_not_above_low':
    'High Availability must be more than 1% larger than Low Availability',
  'admin.date_rule_invalid': 'The date {parameter} cannot be worked out: check the date it counts from.',
  'admin.fee_class_duplicate': 'A fee class with this name already exists.',
  'admin.fee_class_not_found': 'Fee class not found.',
  'admin.price_type_discount_too_high': 'A percentage discount cannot be more than 100%.',
  'admin.price_type_not_found': 'Price type not found.',
  'admin.price_type_last_active':
    'A template needs at least one price type on sale: add another before archiving this one.',
  'admin.fee_set_not_found': 'Fee set not found.',
  'admin.fee_not_found': 'Fee not found.',
  'admin.fee_min_above_max': 'The minimum cannot be more than the maximum.',
  'admin.promotion_not_found': 'Promotion not found.',
  'admin.promotion_dates_invalid': 'The promotion’s start date must be before its end date.',
  'admin.promotion_rule_dates_invalid': 'Rule {rule}: the event start must be before the end date.',
  'admin.promotion_code_taken': 'Another promotion already uses this code.',
  'admin.group_codes_failed': 'Failed to generate codes.',
  'admin.product_sku_taken': 'Another product already uses this SKU.',
  'admin.product_not_found': 'Product not found.',
  'admin.product_stock_required': 'A product with inventory control needs a quantity for each variant.',
  'purchase.shop_not_found': 'There is no shop at this address.',
  'purchase.promotion_invalid': 'Invalid Promotion.',
  'purchase.promotion_customer_tags_required':
    'You do not have the required customer tags to use this promo code.',
} as const satisfies Partial<Record<ErrorCode, string>>;

const spanish = {
  'common.validation_failed': 'Algunos campos necesitan tu atención.',
  'common.bad_request': 'No se ha podido entender la solicitud.',
  'common.not_found': 'Página no encontrada',
  'common.method_not_allowed': 'Esta acción no está disponible aquí.',
  'common.payload_too_large': 'La solicitud es demasiado grande.',
  'common.rate_limited': 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
  'common.internal': 'Lo sentimos, algo ha fallado por nuestra parte.',
  'common.unavailable': 'El servicio no está disponible por un momento. Vuelve a intentarlo enseguida.',
  'common.origin_forbidden':
    'Esta solicitud venía de otro sitio web y se ha rechazado. Abre este sitio directamente y vuelve a intentarlo.',
  'common.webhook_signature_invalid': 'No se ha podido verificar la firma de la notificación.',
  'auth.unauthenticated': 'Inicia sesión para continuar.',
  'auth.invalid_credentials': 'No se puede iniciar sesión con este correo electrónico y contraseña.',
  'auth.too_many_attempts':
    'Demasiados intentos de inicio de sesión. Espera unos minutos y vuelve a intentarlo.',
  'auth.permission_denied': 'Permiso denegado. No tienes el nivel de acceso adecuado para ver esta página.',
  'auth.account_locked':
    'El inicio de sesión queda bloqueado unos minutos tras demasiados intentos fallidos. Vuelve a intentarlo más tarde o restablece tu contraseña.',
  'auth.two_factor_required': 'Introduce el código de tu aplicación de autenticación.',
  'auth.two_factor_invalid':
    'Ese código no es válido. Cada código sirve una sola vez y cambia cada 30 segundos; introduce el actual.',
  'auth.two_factor_setup_required': 'Configura la autenticación en dos pasos para continuar.',
  'auth.two_factor_not_started':
    'Vuelve a empezar la configuración en dos pasos: escanea primero el código QR.',
  'auth.reset_token_invalid':
    'Error al restablecer la contraseña: es posible que este enlace ya se haya usado o haya caducado. Solicita uno nuevo.',
  'auth.email_taken': 'Este correo electrónico ya está registrado.',
  'auth.invitation_already_accepted': 'Este usuario ya ha aceptado la invitación.',
  'auth.cannot_impersonate': 'No puedes iniciar sesión como este usuario.',
  'auth.not_impersonating': 'No has iniciado sesión como otro usuario.',
  'auth.cannot_change_own_access': 'No puedes cambiar tu propio rol, grupo o acceso.',
  'auth.user_out_of_reach': 'No puedes hacer esto con un usuario que tiene más acceso que tú.',
  'admin.user_group_name_taken': 'Ya existe un grupo de usuarios con este nombre.',
  'admin.user_group_renewals_need_season_packages':
    'El permiso de asientos accesibles para renovaciones requiere el permiso de gestión de abonos de temporada.',
  'admin.user_group_scope_needs_ids': 'Elige al menos una plantilla de evento o un recinto.',
  'admin.user_group_in_use': 'No se puede actualizar el grupo de usuarios: todavía tiene usuarios activos.',
  'admin.user_group_archived': 'Este grupo de usuarios está archivado. Elige otro.',
  'admin.api_key_create_failed': 'No se puede crear la clave de API.',
  'admin.hostname_taken': 'Este nombre de host ya está en uso.',
  'admin.hostname_default_required': 'Una cuenta necesita un nombre de host predeterminado.',
  'admin.image_type_invalid': 'El tipo de imagen debe ser uno de los permitidos: {types}.',
  'admin.image_size_invalid': 'La imagen debe ser de {size}.',
  'admin.mail_send_failed': 'Error al enviar el correo electrónico.',
  'admin.event_template_not_found': 'No se ha encontrado la plantilla de evento con el ID {id}.',
  'admin.event_template_archived': 'Esta plantilla de evento está archivada y ya no se puede cambiar.',
  'admin.event_period_invalid':
    'Periodo del evento {period}: la fecha de inicio debe ser anterior a la de fin.',
  'admin.event_period_overlap': 'El periodo del evento {period} se solapa con el periodo {other}.',
  'admin.availability_required': 'Hay que rellenar tanto la disponibilidad alta como la baja.',
  'admin.availability_high_not_above_low': 'La disponibilidad alta debe superar a la baja en más de un 1 %',
  'admin.date_rule_invalid': 'No se puede calcular la fecha {parameter}: revisa la fecha de la que depende.',
  'admin.fee_class_duplicate': 'Ya existe una clase de cargo con este nombre.',
  'admin.fee_class_not_found': 'No se ha encontrado la clase de cargo.',
  'admin.price_type_discount_too_high': 'Un descuento porcentual no puede superar el 100 %.',
  'admin.price_type_not_found': 'No se ha encontrado el tipo de precio.',
  'admin.price_type_last_active':
    'Una plantilla necesita al menos un tipo de precio a la venta: añade otro antes de archivar este.',
  'admin.fee_set_not_found': 'No se ha encontrado el conjunto de cargos.',
  'admin.fee_not_found': 'No se ha encontrado el cargo.',
  'admin.fee_min_above_max': 'El mínimo no puede ser mayor que el máximo.',
  'admin.promotion_not_found': 'No se ha encontrado la promoción.',
  'admin.promotion_dates_invalid': 'La fecha de inicio de la promoción debe ser anterior a la de fin.',
  'admin.promotion_rule_dates_invalid':
    'Regla {rule}: el inicio del evento debe ser anterior a la fecha de fin.',
  'admin.promotion_code_taken': 'Otra promoción ya usa este código.',
  'admin.group_codes_failed': 'No se han podido generar los códigos.',
  'admin.product_sku_taken': 'Otro producto ya usa este SKU.',
  'admin.product_not_found': 'No se ha encontrado el producto.',
  'admin.product_stock_required':
    'Un producto con control de existencias necesita una cantidad para cada variante.',
  'purchase.shop_not_found': 'No hay ninguna tienda en esta dirección.',
  'purchase.promotion_invalid': 'Promoción no válida.',
  'purchase.promotion_customer_tags_required':
    'No tienes las etiquetas de cliente necesarias para usar este código promocional.',
} as const satisfies Record<CoreCode, string>;

const french = {
  'common.validation_failed': 'Certains champs demandent votre attention.',
  'common.bad_request': 'La requête n’a pas pu être comprise.',
  'common.not_found': 'Page introuvable',
  'common.method_not_allowed': 'Cette action n’est pas disponible ici.',
  'common.payload_too_large': 'La requête est trop volumineuse.',
  'common.rate_limited': 'Trop de requêtes. Veuillez patienter un instant puis réessayer.',
  'common.internal': 'Nous sommes désolés, une erreur s’est produite de notre côté.',
  'common.unavailable': 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
  'common.origin_forbidden':
    'Cette requête venait d’un autre site web et a été refusée. Ouvrez ce site directement et réessayez.',
  'common.webhook_signature_invalid': 'La signature de la notification n’a pas pu être vérifiée.',
  'auth.unauthenticated': 'Veuillez vous connecter pour continuer.',
  'auth.invalid_credentials': 'Impossible de se connecter avec cet e-mail et ce mot de passe.',
  'auth.too_many_attempts':
    'Trop de tentatives de connexion. Veuillez patienter quelques minutes puis réessayer.',
  'auth.permission_denied':
    'Permission refusée. Vous n’avez pas le niveau d’accès nécessaire pour voir cette page.',
  'auth.account_locked':
    'La connexion est verrouillée pendant quelques minutes après trop de tentatives échouées. Réessayez plus tard ou réinitialisez votre mot de passe.',
  'auth.two_factor_required': 'Saisissez le code de votre application d’authentification.',
  'auth.two_factor_invalid':
    'Ce code n’est pas valide. Chaque code ne sert qu’une fois et change toutes les 30 secondes ; saisissez le code actuel.',
  'auth.two_factor_setup_required': 'Configurez l’authentification à deux facteurs pour continuer.',
  'auth.two_factor_not_started': 'Recommencez la configuration à deux facteurs : scannez d’abord le QR code.',
  'auth.reset_token_invalid':
    'Erreur de réinitialisation du mot de passe : ce lien a peut-être déjà été utilisé ou a expiré. Veuillez en demander un nouveau.',
  'auth.email_taken': 'Cet e-mail est déjà enregistré.',
  'auth.invitation_already_accepted': 'Cet utilisateur a déjà accepté l’invitation.',
  'auth.cannot_impersonate': 'Vous ne pouvez pas vous connecter en tant que cet utilisateur.',
  'auth.not_impersonating': 'Vous n’êtes pas connecté en tant qu’un autre utilisateur.',
  'auth.cannot_change_own_access': 'Vous ne pouvez pas modifier votre propre rôle, groupe ou accès.',
  'auth.user_out_of_reach': 'Vous ne pouvez pas faire cela pour un utilisateur qui a plus d’accès que vous.',
  'admin.user_group_name_taken': 'Un groupe d’utilisateurs porte déjà ce nom.',
  'admin.user_group_renewals_need_season_packages':
    'L’autorisation des places accessibles pour les renouvellements nécessite l’autorisation de gestion des abonnements.',
  'admin.user_group_scope_needs_ids': 'Choisissez au moins un modèle d’événement ou un lieu.',
  'admin.user_group_in_use':
    'Impossible de mettre à jour le groupe d’utilisateurs : des utilisateurs actifs en font encore partie.',
  'admin.user_group_archived': 'Ce groupe d’utilisateurs est archivé. Choisissez-en un autre.',
  'admin.api_key_create_failed': 'Impossible de créer la clé API.',
  'admin.hostname_taken': 'Ce nom d’hôte est déjà utilisé.',
  'admin.hostname_default_required': 'Un compte a besoin d’un nom d’hôte par défaut.',
  'admin.image_type_invalid': 'Le type d’image doit faire partie des types autorisés : {types}.',
  'admin.image_size_invalid': 'L’image doit mesurer {size}.',
  'admin.mail_send_failed': 'Erreur lors de l’envoi de l’e-mail.',
  'admin.event_template_not_found': 'Impossible de trouver le modèle d’événement avec l’ID {id}.',
  'admin.event_template_archived': 'Ce modèle d’événement est archivé et ne peut plus être modifié.',
  'admin.event_period_invalid': 'Période {period} : la date de début doit précéder la date de fin.',
  'admin.event_period_overlap': 'La période {period} chevauche la période {other}.',
  'admin.availability_required': 'Les disponibilités haute et basse doivent être renseignées.',
  'admin.availability_high_not_above_low':
    'La disponibilité haute doit dépasser la disponibilité basse de plus de 1 %',
  'admin.date_rule_invalid':
    'La date {parameter} ne peut pas être calculée : vérifiez la date dont elle dépend.',
  'admin.fee_class_duplicate': 'Une classe de frais porte déjà ce nom.',
  'admin.fee_class_not_found': 'Classe de frais introuvable.',
  'admin.price_type_discount_too_high': 'Une remise en pourcentage ne peut pas dépasser 100 %.',
  'admin.price_type_not_found': 'Type de tarif introuvable.',
  'admin.price_type_last_active':
    'Un modèle doit garder au moins un type de tarif en vente : ajoutez-en un autre avant d’archiver celui-ci.',
  'admin.fee_set_not_found': 'Ensemble de frais introuvable.',
  'admin.fee_not_found': 'Frais introuvables.',
  'admin.fee_min_above_max': 'Le minimum ne peut pas dépasser le maximum.',
  'admin.promotion_not_found': 'Promotion introuvable.',
  'admin.promotion_dates_invalid': 'La date de début de la promotion doit précéder sa date de fin.',
  'admin.promotion_rule_dates_invalid':
    'Règle {rule} : le début de l’événement doit précéder la date de fin.',
  'admin.promotion_code_taken': 'Une autre promotion utilise déjà ce code.',
  'admin.group_codes_failed': 'Échec de la génération des codes.',
  'admin.product_sku_taken': 'Un autre produit utilise déjà ce SKU.',
  'admin.product_not_found': 'Produit introuvable.',
  'admin.product_stock_required':
    'Un produit avec gestion de stock a besoin d’une quantité pour chaque variante.',
  'purchase.shop_not_found': 'Il n’y a pas de boutique à cette adresse.',
  'purchase.promotion_invalid': 'Promotion non valide.',
  'purchase.promotion_customer_tags_required':
    'Vous n’avez pas les étiquettes client requises pour utiliser ce code promo.',
} as const satisfies Record<CoreCode, string>;

/** Australian and British English share the US wording of these messages. */
export const coreErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': spanish,
  fr: french,
} as const satisfies Record<ShippedLocale, Record<CoreCode, string>>;
