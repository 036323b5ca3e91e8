import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { lazyNamed } from '@/ui/lazyNamed';
import { NotFound } from '@/ui/NotFoundPage';
import { startFrameSizeReporter } from './shell/frame-size';
import { ShopStartupGate } from './shell/ShopStartupGate';

const ShopHomePage = lazyNamed(() => import('@/shop/home/ShopHomePage'), 'ShopHomePage');
const LoginPage = lazyNamed(() => import('@/shop/customer/LoginPage'), 'LoginPage');
const RegisterPage = lazyNamed(() => import('@/shop/customer/RegisterPage'), 'RegisterPage');
const VerifyEmailPage = lazyNamed(() => import('@/shop/customer/VerifyEmailPage'), 'VerifyEmailPage');
const ForgotPasswordPage = lazyNamed(() => import('@/shop/customer/RecoveryPages'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('@/shop/customer/RecoveryPages'), 'ResetPasswordPage');
const AccountPage = lazyNamed(() => import('@/shop/customer/AccountPage'), 'AccountPage');

/** The consumer shop under /shop, loaded as its own chunk. */
export function ShopApp() {
  useEffect(() => startFrameSizeReporter(), []);
  return (
    <Routes>
      <Route element={<ShopStartupGate />}>
        <Route index element={<ShopHomePage />} />
        <Route path="account/login" element={<LoginPage />} />
        <Route path="account/register" element={<RegisterPage />} />
        <Route path="account/verify-email" element={<VerifyEmailPage />} />
        <Route path="account/forgotpassword" element={<ForgotPasswordPage />} />
        <Route path="account/reset-password" element={<ResetPasswordPage />} />
        <Route path="account" element={<Navigate to="/shop/account/details" replace />} />
        <Route path="account/:module/:id?" element={<AccountPage />} />
        <Route path="*" element={<NotFound homeHref="/shop" />} />
      </Route>
    </Routes>
  );
}
