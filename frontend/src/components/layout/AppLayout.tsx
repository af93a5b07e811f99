import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { useTheme } from '../../lib/theme';
import { Spinner } from '../ui/Spinner';
import { BackToTop } from './BackToTop';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { ScrollToTop } from './ScrollToTop';

/** Navigation, the current screen (loaded on demand), footer, Back To Top and the toasts. */
export function AppLayout() {
  const { theme } = useTheme();
  return (
    <>
      <ScrollToTop />
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <BackToTop />
      <ToastContainer position="top-right" theme={theme} newestOnTop />
    </>
  );
}

export function PageLoader() {
  return (
    <div className="page-loader">
      <Spinner label="Loading page" size="lg" />
    </div>
  );
}
