import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layout/AppLayout';

// Every screen is its own chunk, so the first load carries only the shell and the current screen.
const Landing = lazy(() => import('./routes/landing'));
const About = lazy(() => import('./routes/about'));
const Contact = lazy(() => import('./routes/contact'));
const Help = lazy(() => import('./routes/help'));
const PrivacyPolicy = lazy(() => import('./routes/privacy-policy'));
const Login = lazy(() => import('./routes/login'));
const Signup = lazy(() => import('./routes/signup'));
const ForgotPassword = lazy(() => import('./routes/forgot-password'));
const ResetPassword = lazy(() => import('./routes/reset-password'));
const OAuthCallback = lazy(() => import('./routes/oauth-callback'));
const VerifyEmail = lazy(() => import('./routes/verify-email'));
const UserProfile = lazy(() => import('./routes/user-profile'));
const NotFound = lazy(() => import('./routes/not-found'));
const News = lazy(() => import('./routes/news'));
const Analyze = lazy(() => import('./routes/analyze'));
const Journal = lazy(() => import('./routes/journal'));
const Dashboard = lazy(() => import('./routes/dashboard'));
const ApiKeys = lazy(() => import('./routes/api-keys'));
const Unsubscribe = lazy(() => import('./routes/unsubscribe'));

/**
 * The spec's route list. Paths match case-insensitively (react-router's default), so the footer's
 * historical /Contact reaches the same screen as /contact.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <Landing /> },
      { path: 'analyze', element: <Analyze /> },
      { path: 'journal', element: <Journal /> },
      { path: 'news', element: <News /> },
      { path: 'news-listing', element: <News /> },
      { path: 'dashboard', element: <Dashboard /> },
      { path: 'about', element: <About /> },
      { path: 'contact', element: <Contact /> },
      { path: 'help', element: <Help /> },
      { path: 'privacy-policy', element: <PrivacyPolicy /> },
      { path: 'login', element: <Login /> },
      { path: 'signup', element: <Signup /> },
      { path: 'forgot-password', element: <ForgotPassword /> },
      { path: 'reset-password', element: <ResetPassword /> },
      { path: 'oauth-callback', element: <OAuthCallback /> },
      { path: 'auth/callback', element: <OAuthCallback /> },
      { path: 'verify-email', element: <VerifyEmail /> },
      { path: 'user-profile', element: <UserProfile /> },
      { path: 'api-keys', element: <ApiKeys /> },
      { path: 'unsubscribe', element: <Unsubscribe /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
