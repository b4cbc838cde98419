import { lazy, Suspense, type ReactNode } from 'react';
import { SITE_LABELS } from '@community/vocabulary';
import { LoadingState } from '../components/StatusStates';
import { Navigate, type RouteObject } from '../lib/router';
import HomePage from '../features/home';
import { RouteGuard } from './guards/RouteGuard';
import { AppLayout } from './layout/AppLayout';
import type { GuardedPath } from './route-access';

// Member sections and forms load per route, so the home page's first load stays small.
const SignInPage = lazy(() => import('../features/auth/components/SignInPage'));
const SignUpPage = lazy(() => import('../features/auth/components/SignUpPage'));
const BusinessSignUpPage = lazy(() => import('../features/auth/components/BusinessSignUpPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/components/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/ResetPasswordPage'));
const ConfirmEmailPage = lazy(() => import('../features/auth/components/ConfirmEmailPage'));
const ContactPage = lazy(() => import('../features/contact'));
const AccessibilityStatementPage = lazy(() => import('../features/accessibility'));
const BusinessDirectoryPage = lazy(() => import('../features/business-directory'));
const ProfessionalNetworkPage = lazy(() => import('../features/professional-network'));
const AdsPage = lazy(() => import('../features/ads'));
const LegalAssistancePage = lazy(() => import('../features/legal'));
const VirtualClinicPage = lazy(() => import('../features/clinic'));
const JobsPage = lazy(() => import('../features/jobs'));
const JobPage = lazy(() => import('../features/jobs/job-page'));
const PostJobPage = lazy(() => import('../features/jobs/post-job'));
const MessagesPage = lazy(() => import('../features/conversations'));
const AccountPage = lazy(() => import('../features/account'));
const NotificationsPage = lazy(() => import('../features/notifications'));
// My ads opens the ads feature's edit form; the app composes the two features, and the form loads on first use.
const EditAdDialog = lazy(() => import('../features/ads/edit-ad'));
// And My jobs the jobs feature's.
const EditJobDialog = lazy(() => import('../features/jobs/edit-job'));
const ConfirmEmailChangePage = lazy(() => import('../features/account/components/ConfirmEmailChangePage'));
const ConfirmAccountDeletionPage = lazy(() => import('../features/account/components/ConfirmAccountDeletionPage'));
const ExportRequestPage = lazy(() => import('../features/account/components/ExportRequestPage'));
const ExportDownloadPage = lazy(() => import('../features/account/components/ExportDownloadPage'));
const UnsubscribePage = lazy(() => import('../features/account/components/UnsubscribePage'));
// react-admin lives only in this chunk.
const AdminApp = lazy(() => import('../admin/AdminApp'));

function guarded(path: GuardedPath, page: ReactNode) {
  // key: a fresh guard per route, so its entry decision is not carried over between screens.
  return (
    <RouteGuard key={path} path={path}>
      {page}
    </RouteGuard>
  );
}

// The first route that matches wins (lib/router.tsx), so the catch-all stays last.
export const appRoutes: RouteObject[] = [
  {
    path: '/dashboard/*',
    element: guarded(
      '/dashboard',
      <Suspense fallback={<LoadingState text={SITE_LABELS.loading} />}>
        <AdminApp />
      </Suspense>,
    ),
  },
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/signin', element: guarded('/signin', <SignInPage />) },
      { path: '/signup', element: guarded('/signup', <SignUpPage />) },
      { path: '/business-signup', element: guarded('/business-signup', <BusinessSignUpPage />) },
      { path: '/forgot-password', element: guarded('/forgot-password', <ForgotPasswordPage />) },
      { path: '/reset-password', element: <Navigate to="/" replace /> },
      { path: '/reset-password/:token', element: <ResetPasswordPage /> },
      // The link mailed after registration (docs/security.md, "Proven email"): works signed in or out.
      { path: '/confirm-email', element: <Navigate to="/" replace /> },
      { path: '/confirm-email/:token', element: <ConfirmEmailPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/accessibility', element: <AccessibilityStatementPage /> },
      { path: '/business', element: <BusinessDirectoryPage /> },
      { path: '/professionalnetwork', element: guarded('/professionalnetwork', <ProfessionalNetworkPage />) },
      { path: '/businessnetwork', element: guarded('/businessnetwork', <AdsPage />) },
      { path: '/legalassistance', element: guarded('/legalassistance', <LegalAssistancePage />) },
      { path: '/virtualclinic', element: guarded('/virtualclinic', <VirtualClinicPage />) },
      { path: '/jobs', element: <JobsPage /> },
      { path: '/jobs/new', element: guarded('/jobs/new', <PostJobPage />) },
      { path: '/jobs/:id', element: <JobPage /> },
      { path: '/messages', element: guarded('/messages', <MessagesPage />) },
      { path: '/messages/:id', element: guarded('/messages', <MessagesPage />) },
      { path: '/notifications', element: guarded('/notifications', <NotificationsPage />) },
      { path: '/account', element: guarded('/account', <AccountPage adEditor={EditAdDialog} jobEditor={EditJobDialog} />) },
      // Mailed links: they work signed in or out, the token is the proof (api-contract.md).
      { path: '/account/email/confirm', element: <ConfirmEmailChangePage /> },
      { path: '/account/delete/confirm', element: <ConfirmAccountDeletionPage /> },
      // For members who cannot sign in (suspended): ask for a mailed link, then download with it.
      { path: '/account/export-request', element: <ExportRequestPage /> },
      { path: '/account/export/download', element: <ExportDownloadPage /> },
      { path: '/unsubscribe', element: <UnsubscribePage /> },
      // The inbox became Messages (issue #10); old links and bookmarks still arrive.
      { path: '/inbox', element: <Navigate to="/messages" replace /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
