import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { lazyNamed } from '@/ui/lazyNamed';
import { NotFound } from '@/ui/NotFoundPage';
import { startFrameSizeReporter } from './shell/frame-size';
import { ShopStartupGate } from './shell/ShopStartupGate';

const ShopHomePage = lazyNamed(() => import('@/shop/home/ShopHomePage'), 'ShopHomePage');
const SeriesPage = lazyNamed(() => import('@/shop/buy/SeriesPage'), 'SeriesPage');
const BasketPage = lazyNamed(() => import('@/shop/buy/BasketPage'), 'BasketPage');
const PaymentPage = lazyNamed(() => import('@/shop/buy/PaymentPage'), 'PaymentPage');
const ConfirmationPage = lazyNamed(() => import('@/shop/buy/ConfirmationPage'), 'ConfirmationPage');
const ExpiredPage = lazyNamed(() => import('@/shop/buy/ExpiredPage'), 'ExpiredPage');
const InvoicePage = lazyNamed(() => import('@/shop/invoices/InvoicePage'), 'InvoicePage');
const LoginPage = lazyNamed(() => import('@/shop/customer-accounts/LoginPage'), 'LoginPage');
const RegisterPage = lazyNamed(() => import('@/shop/customer-accounts/RegisterPage'), 'RegisterPage');
const VerifyEmailPage = lazyNamed(
  () => import('@/shop/customer-accounts/VerifyEmailPage'),
  'VerifyEmailPage',
);
const ForgotPasswordPage = lazyNamed(
  () => import('@/shop/customer-accounts/RecoveryPages'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyNamed(
  () => import('@/shop/customer-accounts/RecoveryPages'),
  'ResetPasswordPage',
);
const AccountPage = lazyNamed(() => import('@/shop/customer-accounts/AccountPage'), 'AccountPage');
const HouseSeatPaymentPage = lazyNamed(
  () => import('@/shop/house-seats/HouseSeatPaymentPage'),
  'HouseSeatPaymentPage',
);
const HouseSeatCancelPage = lazyNamed(
  () => import('@/shop/house-seats/HouseSeatPaymentPage'),
  'HouseSeatCancelPage',
);
const SubscriptionsPage = lazyNamed(
  () => import('@/shop/subscriptions/SubscriptionsPage'),
  'SubscriptionsPage',
);
const MembershipPage = lazyNamed(() => import('@/shop/memberships/MembershipPage'), 'MembershipPage');
const GiftCertificatePurchasePage = lazyNamed(
  () => import('@/shop/gift-certificates/GiftCertificatePurchasePage'),
  'GiftCertificatePurchasePage',
);
const GiftCertificateViewPage = lazyNamed(
  () => import('@/shop/gift-certificates/GiftCertificateViewPage'),
  'GiftCertificateViewPage',
);
const TicketBundlePage = lazyNamed(
  () => import('@/shop/ticket-bundles/TicketBundlePage'),
  'TicketBundlePage',
);
const ExchangePage = lazyNamed(() => import('@/shop/exchanges/ExchangePage'), 'ExchangePage');
const ClaimTicketsPage = lazyNamed(
  () => import('@/shop/customer-accounts/ClaimTicketsPage'),
  'ClaimTicketsPage',
);

/** The consumer shop under /shop, loaded as its own chunk. */
export function ShopApp() {
  useEffect(() => startFrameSizeReporter(), []);
  return (
    <Routes>
      <Route element={<ShopStartupGate />}>
        <Route index element={<ShopHomePage />} />
        <Route path="tickets/series/:seriesId/:eventId?" element={<SeriesPage />} />
        <Route path="tickets/bundle/:bundleCode/event/:eventId" element={<TicketBundlePage />} />
        <Route path="checkout/basket" element={<BasketPage />} />
        <Route path="checkout/payment" element={<PaymentPage />} />
        <Route path="checkout/confirmation/:orderId/:mode?" element={<ConfirmationPage />} />
        <Route path="checkout/expired" element={<ExpiredPage />} />
        <Route path="checkout/invoice" element={<InvoicePage />} />
        <Route path="memberships/:id" element={<MembershipPage />} />
        <Route path="subscriptions" element={<SubscriptionsPage />} />
        <Route path="giftcertificates/:id" element={<GiftCertificatePurchasePage />} />
        <Route path="giftcertificates/:bundleCode/:number" element={<GiftCertificateViewPage />} />
        <Route path="houseseat/payment" element={<HouseSeatPaymentPage />} />
        <Route path="houseseat/cancel/:houseSeatsRequestId" element={<HouseSeatCancelPage />} />
        <Route path="account/login" element={<LoginPage />} />
        <Route path="account/register" element={<RegisterPage />} />
        <Route path="account/verify-email" element={<VerifyEmailPage />} />
        <Route path="account/claim-tickets" element={<ClaimTicketsPage />} />
        <Route path="account/forgotpassword" element={<ForgotPasswordPage />} />
        <Route path="account/reset-password" element={<ResetPasswordPage />} />
        <Route path="account/exchange/:orderId" element={<ExchangePage />} />
        <Route path="account" element={<Navigate to="/shop/account/details" replace />} />
        <Route path="account/:module/:id?" element={<AccountPage />} />
        <Route path="*" element={<NotFound homeHref="/shop" />} />
      </Route>
    </Routes>
  );
}
